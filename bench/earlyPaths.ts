import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ensureServerBuilt } from '../scripts/serverBuild'
import { registrationBurst } from './burst'
import { BENCH_ADMIN, benchServerEnv, startServer } from './processes'

/**
 * `npx tsx bench/earlyPaths.ts`: what each answer made before Express (cms/http/earlyAnswers.ts)
 * saves against the plain path, the same request with `?` appended (a query sends it through
 * Express, which answers it the same). The figure is the server's CPU time per request, which holds
 * on a busy machine where latencies and rates do not; rates are printed beside it. An early
 * answer that does not save clearly more than the run-to-run spread has no reason to exist.
 */
ensureServerBuilt()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-early-'))
const port = 3391
const server = await startServer(benchServerEnv(dir, port), port)
try {
  const headers = { 'Content-Type': 'application/json', Origin: server.url }
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers, body: JSON.stringify(BENCH_ADMIN) })
  const asMaster = { ...headers, Cookie: login.headers.getSetCookie()[0].split(';')[0] }
  const night = async (i: number, maxAttendees: number) => {
    const date = new Date(Date.now() + (i + 1) * 86400_000)
    const created = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: asMaster,
      body: JSON.stringify({
        name: `Early night ${i}`,
        description: 'Machinists, designers and founders share a pint and stories from the shop floor.',
        date: date.toISOString(),
        endDate: new Date(date.getTime() + 3 * 3600_000).toISOString(),
        timezone: 'America/New_York',
        venue: 'The Brass Anchor',
        street: '28 Union St',
        city: 'Boston',
        state: 'MA',
        country: 'USA',
        maxAttendees,
      }),
    })
    return ((await created.json()) as { id: number }).id
  }
  const ids: number[] = []
  for (let i = 0; i < 20; i++) ids.push(await night(i, 100))
  const full = await night(30, 1)
  await registrationBurst(server.url, full, 'fill', 2)

  const reads = async (url: string) => {
    await autocannon({ url, connections: 20, amount: 1000 })
    const cpu = server.cpuMs()
    const result = await autocannon({ url, connections: 20, amount: 4000 })
    return { cpuPerRequest: (server.cpuMs() - cpu) / 4000, rate: Math.round(result.requests.average), p99: result.latency.p99 }
  }
  const rush = async (tag: string, query: string) => {
    const cpu = server.cpuMs()
    const burst = await registrationBurst(server.url, full, tag, 1000, query)
    return { cpuPerRequest: (server.cpuMs() - cpu) / 1000, p99: burst.p99, full: burst.full }
  }
  for (let round = 0; round < 2; round++) {
    for (const readPath of ['/api/events', `/api/events/${ids[0]}`, `/api/events/${ids[0]}/attendee-count`]) {
      const early = await reads(`${server.url}${readPath}`)
      const plain = await reads(`${server.url}${readPath}?`)
      console.log(
        `${readPath}: early ${early.cpuPerRequest.toFixed(3)} ms CPU a request (${early.rate} req/s, p99 ${early.p99} ms); plain ${plain.cpuPerRequest.toFixed(3)} ms (${plain.rate} req/s, p99 ${plain.p99} ms)`,
      )
    }
    const early = await rush(`early${round}`, '')
    const plain = await rush(`plain${round}`, '?')
    console.log(
      `1,000 registrations on a full night: early ${early.cpuPerRequest.toFixed(3)} ms CPU a request (p99 ${early.p99.toFixed(0)} ms, ${early.full} full); plain ${plain.cpuPerRequest.toFixed(3)} ms (p99 ${plain.p99.toFixed(0)} ms, ${plain.full} full)`,
    )
  }
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
