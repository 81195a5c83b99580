import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys: the built site and CMS admin on a real server over a temporary SQLite
 * database with the demo content, driven in Debian's Chromium (never a downloaded browser).
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const firstPort = Number(process.env.BROWSER_PORT ?? 3217)
// Made once by Playwright's main process; its workers read the same config and find it set.
const dataRoot = process.env.BROWSER_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-browser-'))
process.env.BROWSER_DATA_DIR = dataRoot

/**
 * The journeys run in two lanes side by side, each on its own server and database with the demo
 * content, one file at a time within a lane, in name order: "screens" holds the two files that
 * walk every screen in four themes and, to even out the lanes' times (the last CI: 468 s against
 * 557 s), the Spanish journey (42 s); "journeys" the rest. A lane's files share its server as they
 * always did; the lanes share nothing.
 */
const screenFiles = /(11-every-screen|15-who-to-meet|22-spanish)\.spec\.ts$/
const lanes = [
  { name: 'journeys', testIgnore: screenFiles },
  { name: 'screens', testMatch: screenFiles },
].map((lane, index) => {
  const port = firstPort + index
  const dataDir = path.join(dataRoot, lane.name)
  return { ...lane, port, dataDir, baseURL: `http://localhost:${port}` }
})

export default defineConfig({
  testDir: './journeys',
  outputDir: path.join(rootDir, 'test-output/browser'),
  fullyParallel: false,
  workers: lanes.length,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(rootDir, 'test-output/browser-report.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: lanes.map(({ name, testMatch, testIgnore, baseURL, dataDir }) => ({
    name,
    ...(testMatch ? { testMatch } : { testIgnore }),
    workers: 1,
    use: { baseURL },
    // Read by the journeys' fixtures (laneDataDir) for the lane's outbox and database.
    metadata: { dataDir },
  })),
  webServer: lanes.map(({ port, baseURL, dataDir }) => ({
    command: `"${process.execPath}" node_modules/tsx/dist/cli.mjs cms/main.ts`,
    cwd: rootDir,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      SERVER_URL: baseURL,
      DATABASE_URI: `file:${path.join(dataDir, 'events.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'journey-admin-password',
      ADMIN_NAME: 'Journey Admin',
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      // Journey 19's (the API access tab) webhook receiver listens on 127.0.0.1 over plain http.
      WEBHOOKS_ALLOW_LOCAL: 'true',
    },
  })),
})
