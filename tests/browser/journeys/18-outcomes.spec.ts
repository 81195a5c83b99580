import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { operatorScript } from '../../support/operatorScripts'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './a11y'
import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  laneDataDir,
  originHeaders,
  signIn,
  test,
  unique,
  waitForOutboxMail,
  type EventRecord,
} from './fixtures'
import type { Page, PlaywrightWorkerArgs } from '@playwright/test'

/**
 * The morning after as a host sees it (docs/product.md "The morning after"): a night that ended
 * yesterday, six of seven people came, the pulse went out (`npm run jobs -- morning-after`) and
 * five answered. The night's outcomes page has a chart per figure, each an image with its title
 * and text alternative, an anonymous comment without a name and the CSV link; the dashboard's
 * Outcomes tab has a chart per figure night by night. Axe finds nothing at 390 and 1366 px in
 * both colour schemes.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const
const HOUR = 3_600_000

/** Each chart of the night's page: its title (the image's name) and what its text alternative says. */
const NIGHT_CHARTS: [string, RegExp][] = [
  ['Who came', /^6 of 7 registered came; no-show rate 14%\.$/],
  ['Answers to “How was it?”', /^5 answers from 6 people who came: 83% against a goal of 30%\.$/],
  ['Rating', /^Average 3\.6 of 5 from 5 answers; 1 rated 5, 2 rated 4, 1 rated 3, 1 rated 2, 0 rated 1\.$/],
  ['Met someone useful', /^3 said yes, 1 said no and 1 did not say, of 5 answers\.$/],
  ['Who to meet: opted in', /^0 people of 7 registered opted in \(0%\)\.$/],
  ['Contact swaps', /^0 requested, 0 mutual; 0 people made at least one mutual swap\.$/],
  ['First-timers', /^6 people came for the first time; 0 of them came to another night within 90 days\.$/],
]
const SERIES_CHARTS = ['Came', 'Response rate', 'Average rating', 'Met someone useful', 'First-timers']

/** Runs the periodic morning-after work once, as an operator would, against the journey's database. */
function runMorningAfterJob(baseURL: string) {
  const dataDir = laneDataDir()
  const run = spawnSync(process.execPath, [...operatorScript('jobs'), 'morning-after'], {
    cwd: rootDir,
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
 * The night, made once for every test of this file: it ended about 40 hours ago (its morning
 * after has passed), so the team adds people (the public form is closed) and checks six in.
 */
let made: Promise<EventRecord> | undefined
const theNight = (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) =>
  (made ??= (async () => {
    const team = await playwright.request.newContext({ baseURL })
    await apiSignIn(team, baseURL, ADMIN.email, ADMIN.password)
    const end = Date.now() - 40 * HOUR
    const night = await apiCreateEvent(team, baseURL, {
      name: `Outcomes Night ${unique()}`,
      date: new Date(end - 3 * HOUR).toISOString(),
      endDate: new Date(end).toISOString(),
    })
    const emails: string[] = []
    for (let i = 0; i < 7; i++) {
      const email = `outcome.${i}.${unique()}@example.com`
      const added = await team.post(`/api/events/${night.id}/attendees`, {
        data: { name: `Guest ${i}`, email, company: `Works ${i}`, ...FILLED_BY_A_PERSON },
        headers: originHeaders(baseURL),
      })
      expect(added.status(), await added.text()).toBe(201)
      const { id } = (await added.json()) as { id: string | number }
      if (i < 6) {
        const checkIn = await team.post(`/api/events/${night.id}/check-ins`, {
          data: { attendeeId: id },
          headers: originHeaders(baseURL),
        })
        expect(checkIn.status(), await checkIn.text()).toBe(201)
        emails.push(email)
      }
    }
    runMorningAfterJob(baseURL)
    const anyone = await playwright.request.newContext({ baseURL })
    const answers = [
      { rating: 5, metSomeoneUseful: true, comment: 'Found a laser cutter to share', anonymous: true },
      { rating: 4, metSomeoneUseful: true, comment: 'Good crowd' },
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
    await team.dispose()
    await anyone.dispose()
    return night
  })())

async function checkScreen(page: Page, viewport: string, screen: string) {
  await page.waitForLoadState('networkidle')
  await expectNoHorizontalScroll(page, `${screen} (${viewport})`)
  await expectNoAxeViolations(page, `${screen} (${viewport})`)
  const folder = path.join(test.info().project.outputDir, 'screens', 'outcomes')
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${viewport}-${screen}.png`), fullPage: true })
}

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: PHONE },
].flatMap((size) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ name: `${size.name}-${colorScheme}`, use: { ...size.use, colorScheme } })),
)

for (const { name: viewport, use } of VIEWPORTS) {
  test.describe(`the outcomes on a ${viewport}`, () => {
    test.use(use)

    test(`a chart per figure with its text alternative, axe clean (${viewport})`, async ({ page, playwright, baseURL }) => {
      test.setTimeout(180_000)
      const night = await theNight(playwright, baseURL!)
      await signIn(page, ADMIN.email, ADMIN.password)

      // From the night's report to its outcomes (the dashboard's row links them too).
      await page.goto(`/admin/events/${night.id}/report`)
      await page.getByRole('link', { name: 'Outcomes: what the night achieved' }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/events/${night.id}/outcomes$`))
      await expect(page.getByRole('heading', { level: 1, name: `What ${night.name} achieved` })).toBeVisible()
      for (const [title, alternative] of NIGHT_CHARTS) {
        const chart = page.getByRole('img', { name: title, exact: true })
        await expect(chart, title).toBeVisible()
        await expect(chart, title).toHaveAccessibleDescription(alternative)
        expect(await chart.locator('title').textContent()).toBe(title)
      }
      await expect(page.getByRole('img')).toHaveCount(NIGHT_CHARTS.length)
      const comments = page.getByRole('region', { name: 'Comments' })
      await expect(comments.getByRole('listitem').filter({ hasText: 'Found a laser cutter to share' })).toContainText('Anonymous')
      await expect(comments.getByRole('listitem').filter({ hasText: 'Good crowd' })).toContainText('Guest 1')
      await expect(comments).not.toContainText('Guest 0')
      await expect(page.getByRole('link', { name: 'Download the figures (CSV)' })).toHaveAttribute(
        'href',
        `/api/events/${night.id}/outcomes/download`,
      )
      await page.getByText('The numbers').first().click()
      await checkScreen(page, viewport, 'night-outcomes')

      // The series view: the dashboard's Outcomes tab, every night night by night.
      await page.getByRole('link', { name: 'All my nights, night by night' }).click()
      await expect(page.getByRole('tab', { name: 'Outcomes' })).toHaveAttribute('aria-selected', 'true')
      for (const title of SERIES_CHARTS) {
        const chart = page.getByRole('img', { name: title, exact: true })
        await expect(chart, title).toBeVisible()
        await expect(chart, title).toHaveAccessibleDescription(/nights?: /)
      }
      await expect(page.getByRole('link', { name: new RegExp(night.name) })).toBeVisible()
      await checkScreen(page, viewport, 'series-outcomes')
    })
  })
}
