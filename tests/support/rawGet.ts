import http from 'node:http'

/** An answer as it came off the wire: the exact headers and bytes (to compare two paths of one read). */
export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A GET over node:http to `serverUrl`, with nothing added but `headers` (no client's own defaults). */
export function rawGet(serverUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = new URL(serverUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: `localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** A request with a body over node:http, with nothing added but `headers` (and the body's length). */
export function rawRequest(
  serverUrl: string,
  method: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const { port } = new URL(serverUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { Host: `localhost:${port}`, 'Content-Length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Headers that differ between any two answers, or by how a body is framed. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

/** The headers two answers to one read must share. */
export const comparableHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)))
