import { i18n } from '@site/i18n/i18n'
import { nextTask } from './nextTask'

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

/**
 * A request that never reached the server (no network, a dropped connection): `fetch`'s own
 * TypeError ("Failed to fetch", "Load failed": English in every browser), kept as the cause, so a
 * screen can say so in its reader's words (site/src/lib/notify.tsx `errorMessage`). Still a
 * TypeError, and never an ApiError: the door tells "offline" from a refusal by that.
 */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The network failed', { cause })
    this.name = 'NetworkError'
  }
}

/** `fetch`, its failure to reach the server as a NetworkError; an abort stays an abort. */
async function reach(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError(error)
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

/**
 * A change is made in the page's language: a registration keeps it for every email it is sent.
 * `Content-Language` outranks the server's `lang` cookie (cms/i18n/negotiate.ts), which another tab
 * may have switched since this page was drawn, and a browser that keeps no cookie (private
 * windows, cookies blocked) would otherwise send its own Accept-Language: either way a page read
 * in Spanish would register someone in another language. Reads send the browser's own preferences.
 */
const pageLanguage = (method: string): Record<string, string> =>
  method === 'GET' || method === 'HEAD' ? {} : { 'Content-Language': i18n.locale }

export async function apiRequest<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await reach(path, {
    method,
    credentials: 'include',
    headers: { ...pageLanguage(method), ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    ...init,
  })
  if (!response.ok) {
    const error = await errorFrom(response)
    console.error(`${method} ${path} failed:`, error.message || `HTTP ${error.status}`)
    throw error
  }
  if (response.status === 204) return undefined as T
  const type = response.headers.get('content-type') ?? ''
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>
}

/** SWR's default fetcher: GET the key as a path. */
export const fetcher = <T>(path: string) => apiRequest<T>('GET', path)

/**
 * The fetcher for a night's reads asked once the page is the browser's (its hosts and its
 * companies: components/InBrowser.tsx), from a task of its own. SWR asks for a key it has no answer
 * for while React commits the component that reads it (in a layout effect), and `fetch` itself
 * took 6-19 ms there, unthrottled: in the next task, the commit ends first and a tap waits for
 * neither (decision 612).
 */
export const fetcherInItsOwnTask = <T>(path: string) => nextTask().then(() => fetcher<T>(path))

/** Downloads a file response (CSV) as a Blob. */
export async function apiDownload(path: string, accept: string): Promise<Blob> {
  const response = await reach(path, { credentials: 'include', headers: { Accept: accept } })
  if (!response.ok) throw await errorFrom(response)
  return response.blob()
}

/** A value as one segment of an /api path (ids, tokens). */
export const pathSegment = (value: string | number) => encodeURIComponent(String(value))
