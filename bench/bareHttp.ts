import http from 'node:http'

/**
 * What both bare baselines share (bench/bareServer.ts on node:sqlite, bench/barePostgresServer.ts
 * on pg): `node:http` with no framework, the registration's input checked as plainly as it can
 * be, and the three routes a bench asks of them.
 */
export type Send = (status: number, body: string) => void

export interface RegistrationInput {
  name: string
  email: string
  company: string
}

export interface BareRoutes {
  /** `GET` of any path: the body to answer with, or undefined for 404. */
  read(url: string): string | undefined
  /** `POST /bench/events`: a night with `maxAttendees` seats, its id. */
  createEvent(maxAttendees: number): number | Promise<number>
  /** `POST /api/events/{id}/attendees`, once the body is valid JSON with the fields. */
  register(eventId: number, input: RegistrationInput, send: Send): void | Promise<void>
}

/**
 * BARE_LOG=info: one JSON line per answer on stdout, as our server logs at `info` (pino's
 * "request completed"), so a comparison can run both sides at the same log level.
 */
const logAnswers = process.env.BARE_LOG === 'info'

const sender =
  (req: http.IncomingMessage, res: http.ServerResponse, started: number): Send =>
  (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
    if (logAnswers)
      process.stdout.write(
        `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, req: { method: req.method, url: req.url }, res: { statusCode: status }, responseTime: Math.round(performance.now() - started), msg: 'request completed' })}\n`,
      )
  }

function registration(body: string, send: Send): RegistrationInput | null {
  let input: { name?: unknown; email?: unknown; company?: unknown }
  try {
    input = JSON.parse(body) as typeof input
  } catch {
    send(400, '{"message":"Malformed JSON body"}')
    return null
  }
  const { name, email, company } = input
  if (typeof name !== 'string' || typeof email !== 'string' || !email.includes('@') || typeof company !== 'string') {
    send(400, '{"message":"Invalid input"}')
    return null
  }
  return { name, email, company }
}

/** Serves `routes` on PORT. */
export function serveBare(routes: BareRoutes) {
  http
    .createServer((req, res) => {
      const url = req.url ?? '/'
      const send = sender(req, res, performance.now())
      if (req.method === 'GET') {
        const body = url === '/api/health' ? '{"status":"ok"}' : routes.read(url)
        return body === undefined ? send(404, '{"message":"Not found"}') : send(200, body)
      }
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const failed = (err: unknown) => send(500, JSON.stringify({ message: (err as Error).message }))
        if (url === '/bench/events') {
          const { maxAttendees } = JSON.parse(body) as { maxAttendees: number }
          return void Promise.resolve(routes.createEvent(maxAttendees)).then((id) => send(201, JSON.stringify({ id })), failed)
        }
        const match = /^\/api\/events\/(\d+)\/attendees$/.exec(url)
        if (req.method !== 'POST' || !match) return send(404, '{"message":"Not found"}')
        const input = registration(body, send)
        if (input) void Promise.resolve(routes.register(Number(match[1]), input, send)).catch(failed)
      })
    })
    // The backlog ours listens with (cms/server.ts LISTEN_BACKLOG): a rush's connections wait
    // for both servers alike, and neither side's figure carries the kernel's dropped ones.
    .listen({ port: Number(process.env.PORT), backlog: 4096 })
}

/** The answers both bare servers give, as ours words them. */
export const bareAnswers = {
  notFound: '{"message":"Event not found"}',
  full: '{"message":"This event is full"}',
  duplicate: '{"message":"You are already registered for this event"}',
}
