import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys: the built site and CMS admin on a real server over a temporary SQLite
 * database with the demo content, driven in Debian's Chromium (never a downloaded browser).
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const port = Number(process.env.BROWSER_PORT ?? 3217)
export const baseURL = `http://localhost:${port}`
const dataDir = process.env.BROWSER_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-browser-'))
process.env.BROWSER_DATA_DIR = dataDir

export default defineConfig({
  testDir: './journeys',
  outputDir: path.join(rootDir, 'test-output/browser'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(rootDir, 'test-output/browser-report.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
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
  webServer: {
    command: `"${process.execPath}" node_modules/tsx/dist/cli.mjs cms/main.ts`,
    cwd: rootDir,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
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
  },
})
