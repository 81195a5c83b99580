import http from 'node:http'
import { createClient } from '@libsql/client'
import { mailSettled, registrationBurst, type BurstResult } from './burst'
import type { AddressInfo } from 'node:net'

/**
 * The webhooks' rows of the bench (issue 56): a registration rush while an endpoint of the night
 * never answers, against the same rush on a night nobody listens to (same server, same run), and
 * how fast 10,000 deliveries drain to a local receiver (the server runs with
 * WEBHOOKS_ALLOW_LOCAL=true, so plain http to 127.0.0.1 is allowed).
 */

/** A receiver on 127.0.0.1: `hang` takes every request and never answers; otherwise 204 and a count of distinct ids. */
export async function benchReceiver(mode: 'hang' | 'answer') {
  const ids = new Set<string>()
  let requests = 0
  const server = http.createServer((req, res) => {
    requests++
    req.resume()
    if (mode === 'hang') return
    req.on('end', () => {
      ids.add(String(req.headers['webhook-id']))
      res.writeHead(204).end()
    })
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => ids.size,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

interface Side {
  newNight(round: number): Promise<string | number>
}

export interface HookedRound {
  hooked: BurstResult
  plain: BurstResult
  ratio: number
}

/**
 * Rounds of the first rush after a quiet spell (as bench/firstRush.ts), each side on a new night
 * of 100 seats, alternating which goes first: `hooked` nights have an endpoint that never
 * answers; `plain` nights have none (the endpoints of other nights stay in the table).
 */
export async function hookedRushes(
  url: string,
  sides: { hooked: Side; plain: Side },
  options: { rounds: number; quietMs: number; readPaths: string[]; reads: number; outbox: string },
): Promise<HookedRound[]> {
  const rounds: HookedRound[] = []
  for (let round = 0; round < options.rounds; round++) {
    const nights = { hooked: await sides.hooked.newNight(round), plain: await sides.plain.newNight(round) }
    const results: Partial<Record<'hooked' | 'plain', BurstResult>> = {}
    for (const who of round % 2 === 0 ? (['hooked', 'plain'] as const) : (['plain', 'hooked'] as const)) {
      await mailSettled(options.outbox)
      for (let i = 0; i < options.reads; i++)
        await (await fetch(`${url}${options.readPaths[i % options.readPaths.length]}`)).arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, options.quietMs))
      results[who] = await registrationBurst(url, nights[who], `wh${who[0]}${round}`)
    }
    const ratio = results.hooked!.p99 / Math.max(1, results.plain!.p99)
    rounds.push({ hooked: results.hooked!, plain: results.plain!, ratio })
    console.log(
      `   webhooks rush round ${round + 1}: hanging endpoint p99 ${results.hooked!.p99.toFixed(0)} ms, no webhooks ${results.plain!.p99.toFixed(0)} ms (${ratio.toFixed(2)}x)`,
    )
  }
  await mailSettled(options.outbox)
  return rounds
}

/**
 * Writes `count` deliveries due now for one endpoint straight into the SQLite file (as
 * bench/seed.ts does for attendees: the server keeps running, WAL lets both write), then times
 * the server's sender until the receiver has every distinct id. Returns deliveries per second.
 */
export async function drainRate(
  databaseUri: string,
  endpointId: string | number,
  receiver: { received(): number },
  count = 10_000,
  timeoutMs = 600_000,
): Promise<{ perSecond: number; seconds: number; received: number }> {
  const client = createClient({ url: databaseUri })
  await client.execute('PRAGMA busy_timeout = 15000')
  const now = new Date().toISOString()
  const body = (i: number) =>
    JSON.stringify({ type: 'webhook.test', timestamp: now, data: { endpoint: { id: endpointId }, bench: i } })
  const before = receiver.received()
  const started = performance.now()
  for (let start = 0; start < count; start += 500) {
    const rows = Math.min(500, count - start)
    const values: (string | number)[] = []
    for (let i = start; i < start + rows; i++)
      values.push(String(endpointId), `msg_bench${Date.now()}x${i}`, 'webhook.test', body(i), 'pending', 0, now, now, now)
    await client.execute({
      sql: `INSERT INTO webhook_deliveries (endpoint_id, message_id, type, body, status, attempts, next_attempt_at, updated_at, created_at) VALUES ${Array(rows).fill('(?,?,?,?,?,?,?,?,?)').join(',')}`,
      args: values,
    })
  }
  client.close()
  while (receiver.received() - before < count && performance.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 100))
  const seconds = (performance.now() - started) / 1000
  const received = receiver.received() - before
  return { perSecond: received / seconds, seconds, received }
}
