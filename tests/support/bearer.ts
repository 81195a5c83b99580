import type { ApiResponse } from './client'

/**
 * A tool's request with an API token: `Authorization: Bearer`, no cookie and no Origin (as a
 * script or a CRM's server sends it), unless the test adds one.
 */
export async function bearer<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(45_000),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (a CSV): the text itself.
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers }
}
