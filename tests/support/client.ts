import type { BodyOf } from './apiRoutes'

/** An HTTP client with a cookie jar that behaves like the site in a browser (same Origin). */
export interface ApiResponse<T = unknown> {
  status: number
  body: T
  text: string
  headers: Headers
}

/**
 * A request the server never answers fails on its own, naming itself, before Jest's 60 s test
 * timeout would report only the test (CI once saw such a timeout it could not attribute).
 */
const ANSWER_WITHIN_MS = 45_000

function noAnswer(method: string, path: string, err: unknown) {
  if ((err as Error)?.name !== 'TimeoutError') return err
  const waiting = process.getActiveResourcesInfo().join(', ')
  return new Error(`${method} ${path} got no answer within ${ANSWER_WITHIN_MS / 1000} s (open resources: ${waiting})`)
}

type ExtraHeaders = Record<string, string>

/**
 * A call's body is typed by its route (apiRoutes.ts: `client.get(`/api/events/${id}`)` answers
 * an EventDto), or by the type the test names when it expects something else: an error
 * (`client.post<ApiError>(...)`) or a route the table does not know.
 */
interface Read<Method extends string> {
  <Path extends string>(path: Path, headers?: ExtraHeaders): Promise<ApiResponse<BodyOf<Method, Path>>>
  <T>(path: string, headers?: ExtraHeaders): Promise<ApiResponse<T>>
}
interface Write<Method extends string> {
  <Path extends string>(path: Path, body?: unknown, headers?: ExtraHeaders): Promise<ApiResponse<BodyOf<Method, Path>>>
  <T>(path: string, body?: unknown, headers?: ExtraHeaders): Promise<ApiResponse<T>>
}

export class Client {
  cookies = new Map<string, string>()

  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A second client holding a copy of this one's cookies (a "stolen" session). */
  clone(): Client {
    const copy = new Client(this.baseUrl, this.defaultHeaders)
    copy.cookies = new Map(this.cookies)
    return copy
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      headers: {
        Origin: this.baseUrl,
        ...(body !== undefined && !(body instanceof FormData) && typeof body !== 'string'
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...(this.cookies.size ? { Cookie: this.cookieHeader } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    }
    const response = await fetch(this.baseUrl + path, init).catch((err: unknown) => {
      throw noAnswer(method, path, err)
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const value = pair.slice(index + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers }
  }

  /** A GET whose answer is kept as bytes (a PDF, an image), with this client's cookies. */
  async bytes(path: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    const response = await fetch(this.baseUrl + path, {
      headers: { Origin: this.baseUrl, ...(this.cookies.size ? { Cookie: this.cookieHeader } : {}), ...this.defaultHeaders },
      redirect: 'manual',
    })
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers }
  }

  get: Read<'GET'> = <T>(path: string, headers?: ExtraHeaders) => this.request<T>('GET', path, undefined, headers)
  post: Write<'POST'> = <T>(path: string, body?: unknown, headers?: ExtraHeaders) => this.request<T>('POST', path, body, headers)
  patch: Write<'PATCH'> = <T>(path: string, body?: unknown, headers?: ExtraHeaders) =>
    this.request<T>('PATCH', path, body, headers)
  delete: Read<'DELETE'> = <T>(path: string, headers?: ExtraHeaders) => this.request<T>('DELETE', path, undefined, headers)
}
