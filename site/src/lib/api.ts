/**
 * The one API client (docs/product.md "API contract"): same-origin /api, cookies included, JSON bodies.
 * A non-successful response throws an ApiError whose message is the body's `message` field (in
 * the reader's language: the server translates it), else empty, so that the caller's own default
 * says what failed (the spec's "Failed to register for event"): a proxy's error page or a status
 * text is neither readable nor in the reader's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let message = ''
  let errors: Record<string, string> | undefined
  try {
    const body = JSON.parse(text) as { message?: string; errors?: Record<string, string> } | null
    if (body && typeof body.message === 'string') message = body.message
    errors = body?.errors
  } catch {
    // Not JSON (a proxy's or gateway's own page): no message of ours.
  }
  return new ApiError(response.status, message, errors)
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    ...init,
  })
  if (!response.ok) {
    const error = await errorFrom(response)
    console.error(`${method} ${path} failed:`, error.message)
    throw error
  }
  if (response.status === 204) return undefined as T
  const type = response.headers.get('content-type') ?? ''
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>
}

/** SWR's default fetcher: GET the key as a path. */
export const fetcher = <T>(path: string) => apiRequest<T>('GET', path)

/** Downloads a file response (CSV) as a Blob. */
export async function apiDownload(path: string, accept: string): Promise<Blob> {
  const response = await fetch(path, { credentials: 'include', headers: { Accept: accept } })
  if (!response.ok) throw await errorFrom(response)
  return response.blob()
}

/** A value as one segment of an /api path (ids, tokens). */
export const pathSegment = (value: string | number) => encodeURIComponent(String(value))
