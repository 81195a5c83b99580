import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedWebhook {
  path: string
  headers: http.IncomingHttpHeaders
  body: string
  at: number
}

/** How the receiver answers a path: a status (and headers), or never. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang'

/**
 * A local webhook receiver (http on 127.0.0.1): records every request and answers each path as
 * the test says (200 by default), a status sequence for retries, or never (a hanging receiver).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = []
  const plans = new Map<string, ReceiverAnswer[]>()
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      const plan = plans.get(path)
      const answer = plan && plan.length > 1 ? plan.shift()! : (plan?.[0] ?? { status: 200 })
      if (answer === 'hang') {
        hanging.add(res)
        return
      }
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? 'ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers for a path, in order; the last one repeats. */
    plan(path: string, ...answers: ReceiverAnswer[]) {
      plans.set(path, answers)
    },
    to: (path: string) => received.filter((hook) => hook.path === path),
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
