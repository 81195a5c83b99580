import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import PostalMime, { type Email } from 'postal-mime'
import { BOT_GUARD_MIN_FILL_MS } from '../../../contract/botGuard'
import type { EventDto } from '../../../contract/types'
import type { QuestionInput } from '../../../contract/questions'

export const ADMIN = { email: 'admin@example.com', password: 'journey-admin-password', name: 'Journey Admin' }
/** The master admin's dashboard tabs by their `?tab=` (site/src/app/routes/admin/dashboardTabs.ts). */
export const DASHBOARD_TABS = [
  'events',
  'attendees',
  'password',
  'active-hosts',
  'pending-hosts',
  'sponsors',
  'faqs',
  'reports',
  'privacy',
] as const

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
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page).toHaveURL(/\/admin/)
}

/** What the site's public forms send besides their fields (site/src/components/BotGuard.tsx), for API calls standing in for a person. */
export const FILLED_BY_A_PERSON = { website: '', formFillMs: BOT_GUARD_MIN_FILL_MS + 2000 }

/**
 * A person who takes their time over a public form. The server refuses a form sent less than
 * BOT_GUARD_MIN_FILL_MS after it was shown; the site waits out the rest itself (journey 01 sends
 * one at once), so this pause only plays a person who reads before sending.
 */
export const pauseLikeAPerson = (page: Page) => page.waitForTimeout(BOT_GUARD_MIN_FILL_MS + 250)

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
export async function apiCreateEvent(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<Omit<EventRecord, 'questions'>> & { questions?: QuestionInput[] } = {},
): Promise<EventRecord> {
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

/** What a host types into the event dialog for a new night (wall-clock times, the pin by hand). */
export interface NightTyped {
  name: string
  description: string
  start: string
  end: string
  maxAttendees: string
  venue: string
  street: string
  city: string
  state: string
  country: string
  lat: string
  lng: string
}

/** Fills the event dialog's fields as a host would, in the order they come. */
export async function fillEventForm(form: Locator, night: NightTyped) {
  await form.getByLabel('Name').fill(night.name)
  await form.getByLabel('Description').fill(night.description)
  await form.getByLabel('Start date and time').fill(night.start)
  await form.getByLabel('End date and time').fill(night.end)
  await form.getByLabel('Max attendees').fill(night.maxAttendees)
  await form.getByLabel('Venue').fill(night.venue)
  await form.getByLabel('Street').fill(night.street)
  await form.getByLabel('City').fill(night.city)
  await form.getByLabel('State/Province').fill(night.state)
  await form.getByLabel('Country').fill(night.country)
  await form.getByText('Set the map pin by hand').click()
  await form.getByLabel('Latitude').fill(night.lat)
  await form.getByLabel('Longitude').fill(night.lng)
}

/** A small PNG made on the fly (the server re-encodes uploads to WebP). */
export async function pngFile(name: string, color = '#1f4e79', width = 400, height = 200) {
  const sharp = (await import('sharp')).default
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** A suffix that keeps names and emails unique across tests and runs. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The data folder (database, media, outbox) of the server the running test's lane uses (playwright.config.ts). */
export const laneDataDir = () => base.info().project.metadata.dataDir as string

/** Without SMTP_URL the server writes every message into OUTBOX_DIR (playwright.config.ts). */
const outboxDir = () => path.join(laneDataDir(), 'outbox')

/**
 * The first message in the outbox to `to` whose subject matches, waiting for the mail queue
 * to deliver it.
 */
export async function waitForOutboxMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs
  const seen: string[] = []
  for (;;) {
    const files = fs.existsSync(outboxDir())
      ? fs
          .readdirSync(outboxDir())
          .filter((name) => name.endsWith('.eml'))
          .sort()
      : []
    for (const file of files) {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outboxDir(), file)))
      const recipients = (mail.to ?? []).map((address) => address.address?.toLowerCase())
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return mail
      if (recipients.includes(to.toLowerCase())) seen.push(mail.subject ?? '')
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject}; to them: ${[...new Set(seen)].join(' | ') || 'none'}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The private manage link (`/registrations/{token}`) a message carries. */
export function manageLinkIn(mail: Email): string {
  const found = `${mail.text ?? ''}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+\/registrations\/[A-Za-z0-9_-]+/)
  if (!found) throw new Error(`no manage link in "${mail.subject}"`)
  return found[0]
}

/** Each language's own name in the footer's switcher: the same in every language (journeys 20). */
export const LANGUAGE_NAMES = ['English', 'Español', 'Français', 'Deutsch']

/**
 * Serves every page with `<html lang="pseudo">` (lingui.config.ts's generated locale, every catalogue
 * text wrapped in ⟦…⟧), so a text left plain on the page did not pass through a catalogue.
 */
export async function servedInPseudo(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const body = (await response.text()).replace(/<html([^>]*?)\slang="[^"]*"/, '<html$1 lang="pseudo"')
    await route.fulfill({ response, body })
  })
}
