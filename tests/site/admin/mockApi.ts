import { jest } from '@jest/globals'
import type { CurrentUser } from '../../../contract/types'

/** One recorded request to the fake server. */
export interface Call {
  method: string
  path: string
  body: unknown
  headers: Headers
}

export interface Reply {
  status?: number
  body?: unknown
  /** Raw text body (CSV); sent instead of JSON. */
  text?: string
  contentType?: string
}

type Handler = Reply | ((call: Call) => Reply | Promise<Reply>)

/**
 * The network boundary, faked: `globalThis.fetch` answers from a table of
 * "METHOD /path?query" routes. Unknown routes answer 404 so a test sees what it forgot.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const table = new Map(Object.entries(routes))
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const path = url.pathname + url.search
    const rawBody = init.body
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody
    const call: Call = { method, path, body, headers: new Headers(init.headers) }
    calls.push(call)
    const handler = table.get(`${method} ${path}`)
    if (!handler) return respond(JSON.stringify({ message: `No route for ${method} ${path}` }), 404, 'application/json')
    const reply = typeof handler === 'function' ? await handler(call) : handler
    if (reply.text !== undefined) return respond(reply.text, reply.status ?? 200, reply.contentType ?? 'text/plain')
    return respond(JSON.stringify(reply.body ?? null), reply.status ?? 200, 'application/json')
  })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return {
    calls,
    /** Replaces or adds a route mid-test (e.g. the list after a change). */
    set(route: string, handler: Handler) {
      table.set(route, handler)
    },
    /** The requests made with this method and path. */
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path)
    },
  }
}

/**
 * A fetch Response. jsdom has no `Response`, so when the environment lacks one this builds
 * the part of it a client reads: ok, status, statusText, headers, text(), json(), blob().
 */
function respond(text: string, status: number, contentType: string): Response {
  const headers = { 'content-type': contentType }
  if (typeof Response === 'function') return new Response(text, { status, headers })
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: contentType }),
  } as unknown as Response
}

export const host: CurrentUser = { id: 7, name: 'Hana Host', email: 'hana@example.com', role: 'HOST', approved: true }
export const master: CurrentUser = { id: 1, name: 'Max Master', email: 'max@example.com', role: 'MASTER_ADMIN', approved: true }

/** A deferred reply, to observe pending states before the server answers. */
export function deferred<T = Reply>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
