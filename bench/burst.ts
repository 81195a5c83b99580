import fs from 'node:fs'
import { Agent, fetch } from 'undici'
import { percentile } from './load'

export interface BurstResult {
  created: number
  full: number
  fiveXX: number
  p50: number
  p99: number
  totalMs: number
  /**
   * Connections the kernel dropped while the burst ran because the server's queue of connections
   * not yet accepted was full (Linux's ListenOverflows, machine-wide; null where it cannot be
   * read). Each dropped phone tries again a second later: a p99 past a second often is one.
   */
  listenDrops: number | null
}

/** Linux's count of connections dropped at a full listen queue, since boot (/proc/net/netstat). */
export function listenOverflows(): number | null {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n')
    const names = lines.find((line) => line.startsWith('TcpExt:'))!.split(/\s+/)
    const values = lines.filter((line) => line.startsWith('TcpExt:'))[1].split(/\s+/)
    const at = names.indexOf('ListenOverflows')
    return at < 0 ? null : Number(values[at])
  } catch {
    return null
  }
}

/**
 * `count` registrations for one event sent at the same instant, each from its own address;
 * latency per request from its sending to its last byte. Given several servers of one site
 * (web processes behind a proxy), the requests go to them in turn, all from the first one's origin.
 *
 * Each burst opens its own connections and closes them after, as a thousand phones arriving
 * would: no burst reuses sockets a previous one left open. (With fetch's shared pool, a server
 * that keeps idle connections longer, ours at cms/server.ts KEEP_ALIVE_MS against the bare
 * server's Node default, was handed the previous rush's open sockets and skipped the connecting
 * the other side paid; decision 485.)
 */
export async function registrationBurst(
  servers: string | string[],
  eventId: string | number,
  tag: string,
  count = 1000,
  /** `?` sends each request through Express rather than an answer made before it (bench/earlyPaths.ts). */
  query = '',
): Promise<BurstResult> {
  const urls = [servers].flat()
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const phones = new Agent()
  const overflowsBefore = listenOverflows()
  const started = performance.now()
  let totalMs: number
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const sent = performance.now()
        const response = await fetch(`${urls[i % urls.length]}/api/events/${eventId}/attendees${query}`, {
          method: 'POST',
          dispatcher: phones,
          headers: { 'Content-Type': 'application/json', Origin: urls[0] },
          body: JSON.stringify({
            name: `Guest ${i}`,
            email: `guest.${tag}.${i}@example.com`,
            company: 'Load Co',
            formFillMs: 8000,
          }),
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }),
    )
    totalMs = performance.now() - started
  } finally {
    // A failed request (a reset under the rush) still closes every socket the burst opened.
    await phones.destroy()
  }
  const overflowsAfter = listenOverflows()
  const fiveXX = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  return {
    created: statuses.get(201) ?? 0,
    full: statuses.get(409) ?? 0,
    fiveXX,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    totalMs,
    listenDrops: overflowsBefore === null || overflowsAfter === null ? null : overflowsAfter - overflowsBefore,
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * Waits until the server's mail (written as files into `outboxDir`, benchServerEnv) has stopped
 * growing for a moment: a burst's confirmations go out right after it, and the next burst, ours
 * or the bare server's, is measured on a quiet machine rather than on the previous one's mail.
 */
export async function mailSettled(outboxDir: string, quietMs = 750, maxMs = 30_000) {
  const count = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).length : 0)
  const started = performance.now()
  let last = count()
  let stableSince = performance.now()
  while (performance.now() - stableSince < quietMs && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = count()
    if (now !== last) {
      last = now
      stableSince = performance.now()
    }
  }
}
