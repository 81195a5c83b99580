import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureServerBuilt } from '../scripts/serverBuild'
import { registrationBurst } from './burst'
import { benchServerEnv, startServer } from './processes'

/**
 * `npx tsx bench/profileBurst.ts [dir]`: the compiled server under one burst of 1,000
 * registrations, with `node --cpu-prof` writing its profile into `dir` (docs/benchmarks.md,
 * "Where the time goes"). Prints the burst's figures and the profile's heaviest packages.
 */
ensureServerBuilt()
const profileDir = path.resolve(process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-profile-')))
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-burst-'))
const port = 3351
const env = benchServerEnv(dir, port)
const server = await startServer(env, port, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
const login = await fetch(`${server.url}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: server.url },
  body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
})
const cookie = login.headers.getSetCookie()[0].split(';')[0]
const start = new Date(Date.now() + 86400_000)
const createEvent = async () => {
  const created = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
    body: JSON.stringify({
      name: 'Profiled Night',
      description: 'A night for the profiler.',
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timezone: 'America/New_York',
      venue: 'The Brass Anchor',
      street: '28 Union St',
      city: 'Boston',
      state: 'MA',
      country: 'USA',
      maxAttendees: 100,
    }),
  })
  return ((await created.json()) as { id: string }).id
}
const rounds = Number(process.env.ROUNDS ?? 1)
for (let round = 0; round < rounds; round++) {
  const result = await registrationBurst(server.url, await createEvent(), `p${round}`)
  console.log(JSON.stringify(result))
}
console.log(`RSS ${server.rssMb().toFixed(0)} MB`)
await server.stop()
fs.rmSync(dir, { recursive: true, force: true })

// Self time by package (or our own code), from the profile the server wrote on exit.
const file = fs
  .readdirSync(profileDir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .sort()
  .at(-1)!
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[]
  samples: number[]
  timeDeltas: number[]
}
const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
const totals = new Map<string, number>()
profile.samples.forEach((id, i) => {
  const url = byNode.get(id)!.callFrame.url
  const where =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('dist/server')
      ? 'ours (dist/server)'
      : url
        ? url.replace(/.*\//, '')
        : byNode.get(id)!.callFrame.functionName || '(native)')
  totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0))
})
const all = [...totals.values()].reduce((a, b) => a + b, 0)
for (const [where, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${((micros / all) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${where}`)
console.log(`profile: ${path.join(profileDir, file)}`)
