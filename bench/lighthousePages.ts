import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { ensureSiteBuilt } from '../scripts/siteBuild'
import { ensureServerBuilt } from '../scripts/serverBuild'
import { lighthouseRuns } from './lighthouse'
import { BENCH_ADMIN, benchServerEnv, rootDir, startServer } from './processes'

/**
 * Lighthouse alone (mobile, simulated throttling) on the production build with the bench's 50
 * events: `npx tsx bench/lighthousePages.ts [runs]`. Prints each run's score, total blocking
 * time and largest contentful paint for the home page, a night with a banner and one without
 * (its long description the largest paint) and the FAQ, in English, Spanish, French and German,
 * so a change to the site can be compared with the code before it in one sitting (npm run bench
 * takes much longer).
 */
const runs = Number(process.argv[2] ?? 3)
/**
 * LIGHTHOUSE_SERVER names another build's server (`<copy>/dist/server/main.js`, beside that copy's
 * `dist/site` and `package.json`), to measure the code before a change in the same sitting.
 */
const otherBuild = process.env.LIGHTHOUSE_SERVER
if (!otherBuild) {
  ensureSiteBuilt()
  ensureServerBuilt()
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-lighthouse-'))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3471)
const ADMIN = BENCH_ADMIN
// Another server answering on the port would be measured instead of this build.
if (
  await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`Port ${port} is taken: stop what listens there or set LIGHTHOUSE_PORT`)
const server = await startServer(
  benchServerEnv(dir, port, 'warn'),
  port,
  [],
  otherBuild ? path.relative(rootDir, path.resolve(otherBuild)) : undefined,
)
try {
  const headers = { 'Content-Type': 'application/json', Origin: server.url }
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) })
  const cookie = login.headers.getSetCookie()[0].split(';')[0]
  const form = new FormData()
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer()
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png')
  const uploaded = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { Origin: server.url, Cookie: cookie },
    body: form,
  })
  const bannerUrl = ((await uploaded.json()) as { url: string }).url
  const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']
  const ids: (string | number)[] = []
  for (let i = 0; i < 50; i++) {
    const start = new Date(Date.now() + (i + 1) * 86400_000)
    const response = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({
        name: `Benchmark Night ${i + 1}`,
        description: 'Machinists, designers and founders share a pint and stories from the shop floor.',
        date: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        timezone: zones[i % 4],
        venue: 'The Brass Anchor',
        street: '28 Union St',
        city: 'Boston',
        state: 'MA',
        country: 'USA',
        coordinates: { lat: 42.36 + i / 100, lng: -71.05 },
        maxAttendees: 100,
        imageUrl: bannerUrl,
      }),
    })
    ids.push(((await response.json()) as { id: string | number }).id)
  }
  // A night without a banner whose long description is its page's largest paint (decision 469).
  const plain = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      name: 'Plain Night',
      description: 'Machinists, designers and founders share a pint and stories from the shop floor. '.repeat(8),
      date: new Date(Date.now() + 3 * 86400_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 86400_000 + 3 * 3600_000).toISOString(),
      timezone: 'Europe/Berlin',
      venue: 'Zum Anker',
      street: 'Kettwiger Str. 1',
      city: 'Essen',
      state: 'NW',
      country: 'Germany',
      coordinates: { lat: 51.45, lng: 7.01 },
      maxAttendees: 100,
      imageUrl: null,
    }),
  })
  const plainId = ((await plain.json()) as { id: string | number }).id
  // Each kind of page, and each in a language of its own: English, Spanish, French and German.
  const urls = [
    `${server.url}/`,
    `${server.url}/?lang=de`,
    `${server.url}/events/${ids[3]}`,
    `${server.url}/events/${ids[3]}?lang=fr`,
    `${server.url}/events/${plainId}?lang=es`,
    `${server.url}/events/${plainId}`,
    `${server.url}/faq?lang=de`,
  ]
  for (const [url, results] of Object.entries(await lighthouseRuns(urls, runs))) {
    console.log(new URL(url).pathname + new URL(url).search)
    for (const result of results)
      console.log(
        `  performance ${result.performance}, accessibility ${result.accessibility}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms, FCP ${result.fcpMs} ms, host benchmarkIndex ${result.benchmarkIndex}, ${result.tools}`,
      )
  }
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
