import http from 'node:http'
import { createClient } from '@libsql/client'
import { mailSettled, mean, registrationBurst, type BurstResult } from './burst'
import { drops } from './firstRush'
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
  /** A second night nobody listens to, the same round: what two rushes differ by with nothing changed. */
  control: BurstResult
  ratio: number
  /** control p99 / plain p99: the spread of the measurement itself. */
  controlRatio: number
}

type Who = 'hooked' | 'plain' | 'control'
const WHO: Who[] = ['hooked', 'plain', 'control']

/** Rounds in which every side goes first, second and third equally often: whole turns of the order. */
export const wholeTurns = (rounds: number) => Math.max(1, Math.ceil(rounds / WHO.length)) * WHO.length

/**
 * A side's rushes against the plain side's over whole turns of the order: the mean of its rounds'
 * p99 over the plain side's mean. A round alone compares rushes that met the process at different
 * places in the order; over whole turns each side met every place equally often.
 */
export function overTheTurns(rounds: HookedRound[], who: 'hooked' | 'control'): number {
  if (rounds.length % WHO.length !== 0) throw new Error(`${rounds.length} rounds are not whole turns of ${WHO.length}`)
  const meanP99 = (side: Who) => mean(rounds.map((round) => round[side].p99))
  return meanP99(who) / Math.max(1, meanP99('plain'))
}

/**
 * Rounds of the first rush after a quiet spell (as bench/firstRush.ts), each side on a new night
 * of 100 seats, the order turning each round so each side goes first, second and third once in
 * every three rounds (a whole turn, overTheTurns): `hooked` nights have an endpoint that never
 * answers; `plain` and `control` nights have none (the endpoints of other nights stay in the
 * table). The control is the same rush as the plain one, so its ratio to it is the spread of two
 * rushes with nothing changed.
 */
export async function hookedRushes(
  url: string,
  sides: { hooked: Side; plain: Side; control: Side },
  options: { rounds: number; quietMs: number; readPaths: string[]; reads: number; outbox: string },
): Promise<HookedRound[]> {
  const rounds: HookedRound[] = []
  for (let round = 0; round < options.rounds; round++) {
    const nights = {} as Record<Who, string | number>
    for (const who of WHO) nights[who] = await sides[who].newNight(round)
    const results: Partial<Record<Who, BurstResult>> = {}
    const order = WHO.map((_, i) => WHO[(i + round) % WHO.length])
    for (const who of order) {
      await mailSettled(options.outbox)
      for (let i = 0; i < options.reads; i++)
        await (await fetch(`${url}${options.readPaths[i % options.readPaths.length]}`)).arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, options.quietMs))
      results[who] = await registrationBurst(url, nights[who], `wh${who[0]}${round}`)
    }
    const { hooked, plain, control } = results as Record<Who, BurstResult>
    const ratio = hooked.p99 / Math.max(1, plain.p99)
    const controlRatio = control.p99 / Math.max(1, plain.p99)
    rounds.push({ hooked, plain, control, ratio, controlRatio })
    console.log(
      `   webhooks rush round ${round + 1} (${order.join(', ')}): hanging endpoint p99 ${hooked.p99.toFixed(0)} ms, no webhooks ${plain.p99.toFixed(0)} ms (${ratio.toFixed(2)}x), control ${control.p99.toFixed(0)} ms (${controlRatio.toFixed(2)}x); connections dropped: ${drops(hooked)} / ${drops(plain)} / ${drops(control)}`,
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
