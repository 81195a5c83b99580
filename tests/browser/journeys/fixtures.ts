import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import type { EventDto } from '../../../contract/types'

export const ADMIN = { email: 'admin@example.com', password: 'journey-admin-password', name: 'Journey Admin' }
export const DEMO_HOST = { email: 'dana.host@example.com', password: 'demo-host-password', name: 'Dana Whitfield' }

/**
 * Every journey keeps the page's console log, and a screenshot of its end state under
 * test-output/browser/screens (failures also get Playwright's own screenshot).
 */
export const test = base.extend<{ consoleLog: string[] }>({
  consoleLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = []
      page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`))
      page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`))
      await use(lines)
      const screens = path.join(testInfo.project.outputDir, 'screens')
      fs.mkdirSync(screens, { recursive: true })
      const name = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
      await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true }).catch(() => {})
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console.log', { body: lines.join('\n'), contentType: 'text/plain' })
        fs.writeFileSync(path.join(screens, `${name}.console.log`), lines.join('\n'))
      }
    },
    { auto: true },
  ],
})

export { expect }

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page).toHaveURL(/\/admin/)
}

/** State-changing /api calls must carry the site's Origin (docs/api.md, cross-origin protection). */
export const originHeaders = (baseURL: string) => ({ Origin: new URL(baseURL).origin })

/** Signs `request` in through the API (its cookies then belong to that account). */
export async function apiSignIn(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password }, headers: originHeaders(baseURL) })
  expect(response.status(), await response.text()).toBe(200)
}

/** Events as the API answers them (docs/api.md). */
export type EventRecord = EventDto

/** Creates an event through the API as whoever `request` is signed in as. */
export async function apiCreateEvent(request: APIRequestContext, baseURL: string, overrides: Partial<EventRecord> = {}): Promise<EventRecord> {
  const start = new Date(Date.now() + 14 * 24 * 3600 * 1000)
  start.setUTCHours(23, 0, 0, 0)
  const body = {
    name: `Journey Event ${Date.now()}`,
    description: 'Created by a browser journey.',
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * 3600 * 1000).toISOString(),
    timezone: 'America/New_York',
    venue: 'Journey Hall',
    street: '1 Test Way',
    city: 'Albany',
    state: 'NY',
    country: 'USA',
    coordinates: { lat: 42.6526, lng: -73.7562 },
    maxAttendees: 0,
    ...overrides,
  }
  const response = await request.post('/api/events', { data: body, headers: originHeaders(baseURL) })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as EventRecord
}

/** A small PNG made on the fly (the server re-encodes uploads to WebP). */
export async function pngFile(name: string, color = '#1f4e79', width = 400, height = 200) {
  const sharp = (await import('sharp')).default
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** A suffix that keeps names and emails unique across tests and runs. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
