import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { operatorScript } from '../../support/operatorScripts'
import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  laneDataDir,
  originHeaders,
  test,
  unique,
  waitForOutboxMail,
  type EventRecord,
  LANGUAGE_NAMES,
  servedInPseudo,
} from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'

/**
 * The dashboard's half of the pseudo-locale check (journey 20 walks the public pages; issue 55:
 * "a pseudo-locale run of the public pages and the dashboard"). The page is served with
 * `<html lang="pseudo">`, where every catalogue text is wrapped in ⟦…⟧ with accented letters;
 * whatever plain letters remain, once the server's own data and the dates Intl writes are set
 * aside, escaped the catalogue. The master admin sees every tab, so the master admin looks.
 *
 * The server's data is whatever the page's own `/api` answers carry (every string of their JSON,
 * gathered as the page receives them): event names and descriptions, people, companies, hosts,
 * sponsors, FAQ entries, comments, tokens' names, and the messages the server words itself. No
 * text is matched by its English words: the dashboard is driven by its URLs and its structure.
 */

/** Every tab of the master admin's dashboard by its `?tab=` (site/src/app/routes/admin/dashboardTabs.ts). */
const TABS = [
  'events',
  'attendees',
  'outcomes',
  'password',
  'api',
  'active-hosts',
  'pending-hosts',
  'sponsors',
  'faqs',
  'reports',
  'privacy',
] as const

/** Dates and times as Intl writes them where the page's language (`pseudo`) has no data of its own: English. */
const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)'
const DATES = new RegExp(
  [
    '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? ',
    `(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?=\\d|${MONTH})`,
    `${MONTH}\\.? \\d{1,4}\\b(?:,? \\d{4})?`,
    '\\d{1,2}:\\d{2}(?::\\d{2})?\\s?(?:AM|PM)',
    // Zone abbreviations ("EDT", "GMT+1"), and the IANA names the event form lists ("America/New_York").
    '\\b[A-Z]{2,5}\\b',
    '[A-Za-z]+\\/[A-Za-z_]+',
  ].join('|'),
  'g',
)

/** Every string inside a JSON value (keys aside). */
function stringsIn(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value.trim())
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into)
}

/**
 * The server's data as the page receives it: every string of every JSON answer from `/api`.
 * `settled()` waits for the bodies still being read, before a check.
 */
function gatherServerData(page: Page) {
  const data = new Set<string>()
  const reading = new Set<Promise<void>>()
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    const read = response
      .json()
      .then((body: unknown) => stringsIn(body, data))
      .catch(() => {})
      .finally(() => reading.delete(read))
    reading.add(read)
  })
  return {
    data,
    settled: async () => {
      while (reading.size > 0) await Promise.all([...reading])
    },
  }
}

/**
 * The page's text nodes (visually hidden ones too: screen readers read them) that keep plain
 * letters once catalogue texts, the server's data and Intl's dates are taken out. Code and the
 * contents of text boxes (an embed snippet, a typed message) are not words to translate.
 */
async function untranslatedTexts(page: Page, serverData: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const out: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [hidden], code, pre, textarea')) continue
      if (node.textContent?.trim()) out.push(node.textContent.trim())
    }
    return out
  })
  // Longest first, so a name is taken out before a shorter one inside it; one letter or two is no name.
  const names = serverData.filter((text) => text.length > 2).sort((a, b) => b.length - a.length)
  return texts.filter((text) => {
    // A long text of the server's shown in pieces (a description's paragraph).
    if (text.length >= 20 && names.some((name) => name.includes(text))) return false
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ')
    for (const name of names) if (rest.includes(name)) rest = rest.split(name).join(' ')
    rest = rest.replace(DATES, ' ').replace(/© \d{4}/, ' ')
    return /[A-Za-z]{2}/.test(rest)
  })
}

/** Asserts that nothing on the page, as it is now, escaped the catalogue. */
async function expectAllTranslated(page: Page, where: string, server: ReturnType<typeof gatherServerData>, more: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo')
  await expect(page.getByRole('contentinfo')).toContainText('⟦')
  await page.waitForLoadState('networkidle')
  await server.settled()
  const untranslated = await untranslatedTexts(page, [...server.data, ...more])
  expect({ where, untranslated }).toEqual({ where, untranslated: [] })
}

/** Runs the periodic morning-after work once, as an operator would (journey 18), so the pulse goes out. */
function runMorningAfterJob(baseURL: string) {
  const dataDir = laneDataDir()
  const run = spawnSync(process.execPath, [...operatorScript('jobs'), 'morning-after'], {
    cwd: path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..'),
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SERVER_URL: baseURL,
      DATABASE_URI: `file:${path.join(dataDir, 'events.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
  })
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
}

/**
 * A night that ended about 40 hours ago (its morning after has passed): seven people added by the
 * team, six checked in, five answered "How was it?", so every chart of its outcomes is drawn and
 * its comments are shown.
 */
async function endedNight(team: APIRequestContext, anyone: APIRequestContext, baseURL: string): Promise<EventRecord> {
  const hour = 3_600_000
  const end = Date.now() - 40 * hour
  const night = await apiCreateEvent(team, baseURL, {
    name: `Pseudo outcomes ${unique()}`,
    date: new Date(end - 3 * hour).toISOString(),
    endDate: new Date(end).toISOString(),
  })
  const emails: string[] = []
  for (let i = 0; i < 7; i++) {
    const email = `pseudo.outcome.${i}.${unique()}@example.com`
    const added = await team.post(`/api/events/${night.id}/attendees`, {
      data: { name: `Pseudo Guest ${i}`, email, company: `Pseudo Works ${i}`, ...FILLED_BY_A_PERSON },
      headers: originHeaders(baseURL),
    })
    expect(added.status(), await added.text()).toBe(201)
    const { id } = (await added.json()) as { id: string | number }
    if (i === 6) continue
    const checkIn = await team.post(`/api/events/${night.id}/check-ins`, {
      data: { attendeeId: id },
      headers: originHeaders(baseURL),
    })
    expect(checkIn.status(), await checkIn.text()).toBe(201)
    emails.push(email)
  }
  runMorningAfterJob(baseURL)
  const answers = [
    { rating: 5, metSomeoneUseful: true, comment: 'Pseudo comment, anonymous', anonymous: true },
    { rating: 4, metSomeoneUseful: true, comment: 'Pseudo comment with a name' },
    { rating: 4, metSomeoneUseful: false },
    { rating: 3, metSomeoneUseful: true },
    { rating: 2 },
  ]
  for (const [i, answer] of answers.entries()) {
    const mail = await waitForOutboxMail(emails[i], /^How was /)
    const token = /\/feedback\/([A-Za-z0-9_-]{22})\?rating=/.exec(mail.text ?? '')?.[1]
    expect(token, `the pulse link in ${mail.subject}`).toBeTruthy()
    const put = await anyone.put(`/api/feedback/${token}`, { data: answer, headers: originHeaders(baseURL) })
    expect(put.status(), await put.text()).toBe(200)
  }
  return night
}

test('the dashboard, its dialogs, a report and a night’s outcomes show no text that did not pass through a catalogue', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // A night with its outcomes (the morning-after job), a full night with a waitlist, a draft: 1 min or so.
  test.setTimeout(300_000)
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const anyone = await playwright.request.newContext({ baseURL })
  const ended = await endedNight(request, anyone, baseURL!)

  // A night to come, full, with one person seated and one waiting: the manage dialog's both lists.
  const full = await apiCreateEvent(request, baseURL!, { name: `Pseudo dashboard ${unique()}`, maxAttendees: 1 })
  const seated = await anyone.post(`/api/events/${full.id}/attendees`, {
    data: {
      name: 'Sam Seated',
      email: `seated.${unique()}@example.com`,
      company: 'Seat Works',
      eventId: full.id,
      ...FILLED_BY_A_PERSON,
    },
    headers: originHeaders(baseURL!),
  })
  expect(seated.status(), await seated.text()).toBe(201)
  const waiting = await anyone.post(`/api/events/${full.id}/waitlist`, {
    data: {
      name: 'Wanda Waiting',
      email: `wanda.${unique()}@example.com`,
      company: 'Queue Works',
      eventId: full.id,
      ...FILLED_BY_A_PERSON,
    },
    headers: originHeaders(baseURL!),
  })
  expect(waiting.status(), await waiting.text()).toBe(201)
  const draft = await apiCreateEvent(request, baseURL!, { name: `Pseudo draft ${unique()}`, status: 'draft' })
  await anyone.dispose()

  const settings = (await (await request.get('/api/settings')).json()) as { productName: string }
  // What the page knows without asking /api (the header's product name, inlined) and the switcher's names.
  const known = [settings.productName, ADMIN.name, ADMIN.email, ...LANGUAGE_NAMES].filter(
    (text): text is string => typeof text === 'string',
  )

  await servedInPseudo(page)
  const server = gatherServerData(page)
  // Signed in as the page's own context: the words of the sign-in form are journey 20's.
  await apiSignIn(page.request, baseURL!, ADMIN.email, ADMIN.password)

  // Every tab, each as its URL opens it.
  for (const tab of TABS) {
    await page.goto(`/admin?tab=${tab}`)
    const panel = page.locator(`#dashboard-panel-${tab}`)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading').first()).toBeVisible()
    await expectAllTranslated(page, `tab ${tab}`, server, known)
  }

  // The event form: the Events tab's first button opens it (its heading's "Create Event").
  await page.goto('/admin?tab=events')
  const events = page.locator('#dashboard-panel-events')
  await events.getByRole('button').first().click()
  const form = page.getByRole('dialog')
  await expect(form.locator('form')).toBeVisible()
  await expectAllTranslated(page, 'event form', server, known)
  await page.keyboard.press('Escape')
  await expect(form).toHaveCount(0)

  // A draft's row asks before publishing (its first button naming the draft), saying who will hear of it.
  await events.getByRole('button', { name: draft.name }).first().click()
  const publish = page.getByRole('alertdialog')
  await expect(publish).toBeVisible()
  await expectAllTranslated(page, 'publish dialog', server, known)
  await page.keyboard.press('Escape')
  await expect(publish).toHaveCount(0)

  // The full night's manage dialog (its row's first button naming it): the person seated, the one
  // waiting, the message form, the embed snippet.
  await events.getByRole('button', { name: full.name }).first().click()
  const manage = page.getByRole('dialog')
  await expect(manage.getByText('Sam Seated').first()).toBeVisible()
  await expect(manage.getByText('Wanda Waiting').first()).toBeVisible()
  await expectAllTranslated(page, 'manage dialog', server, known)
  await page.keyboard.press('Escape')
  await expect(manage).toHaveCount(0)

  // The ended night's report, its outcomes (every chart, the comments), and the series by night.
  await page.goto(`/admin/events/${ended.id}/report`)
  await expect(page.locator('dl').first()).toBeVisible()
  await expectAllTranslated(page, 'report', server, known)
  await page.goto(`/admin/events/${ended.id}/outcomes`)
  await expect(page.getByRole('img')).toHaveCount(7)
  await expect(page.getByText('Pseudo comment with a name').first()).toBeVisible()
  await expectAllTranslated(page, 'night outcomes', server, known)
  await page.goto(`/admin?tab=outcomes`)
  await expect(page.locator('#dashboard-panel-outcomes').getByRole('img').first()).toBeVisible()
  await expectAllTranslated(page, 'series outcomes', server, known)

  // The host's door for the night to come.
  await page.goto(`/admin/events/${full.id}/check-in`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The name this phone uploads its scans under ("Phone 4PW", its word in the page's language): its letters are data.
  const device = (await page.evaluate(() => localStorage.getItem('mpn:door:device'))) ?? ''
  await expectAllTranslated(page, 'check-in', server, [...known, /[A-Z2-9]{3}$/.exec(device)?.[0] ?? device])
})
