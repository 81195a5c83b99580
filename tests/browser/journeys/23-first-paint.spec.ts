import fs from 'node:fs'
import path from 'node:path'
import { ADMIN, apiCreateEvent, apiSignIn, expect, pauseLikeAPerson, test, unique, type EventRecord } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * The public pages people land on arrive drawn by the server from the site's own components
 * (cms/spa/serverRender.ts), and the browser takes them over as they are (site/src/main.tsx's
 * hydrateRoot): the heading the reader saw before the script is the same element after it, and
 * React reported no page that differed from the server's.
 */

/** Keeps `#root`'s first heading as the parser left it, before any script ran. */
const keepFirstHeading = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('#root h1')
  })
}

async function expectTakenOver(page: Page, path: string, errors: string[]) {
  await page.goto(path)
  // React has taken the page over once its elements carry its fiber keys.
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1')
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')))
  })
  const sameHeading = await page.evaluate(
    () => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector('#root h1'),
  )
  expect([path, sameHeading]).toEqual([path, true])
  expect([path, errors]).toEqual([path, []])
}

test('home, a night and the FAQ: drawn before the script, styled, then hydrated without a redraw in English and Spanish', async ({
  browser,
  baseURL,
  page,
}) => {
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const night = events.find((event) => !event.archived)!

  // Without any script the pages are already there, styled by the server's rules.
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const plain = await still.newPage()
  await plain.goto('/')
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Makers Pub Night')
  await expect(plain.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
  await expect(plain.getByRole('article').first()).toBeVisible()
  const heroBackground = await plain
    .locator('#root h1')
    .evaluate((heading) => getComputedStyle(heading.closest('section')!).backgroundImage)
  expect(heroBackground).toContain('gradient')
  // The global rules come in the page's head (site/src/app/globalStyle.ts), not from a script.
  expect(await plain.locator('head style#global-style').count()).toBe(1)
  expect(await plain.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
  await plain.goto(`/events/${night.id}`)
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(`Register for ${night.name}`)
  await plain.goto('/faq?lang=es')
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes')
  await still.close()

  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(keepFirstHeading)
  for (const lang of ['en', 'es']) {
    for (const path of ['/', `/events/${night.id}`, '/faq']) await expectTakenOver(page, `${path}?lang=${lang}`, errors)
  }

  // Taken over, the page keeps the server's global rules; a page the browser draws itself adds them once.
  expect(await page.locator('style#global-style').count()).toBe(1)
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.locator('style#global-style').count()).toBe(1)
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')

  // Taken over, the page answers: a link is followed by the router, without loading a page.
  await page.goto('/faq?lang=en')
  await page.waitForFunction(() => document.querySelector('#root h1') !== null)
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await page.getByRole('link', { name: 'Events' }).first().click()
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
})

test("a night's page loads its chunks without asking again for the entry it runs (site/vite.config.ts)", async ({
  page,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const night = await apiCreateEvent(request, baseURL!, { name: `Entry Once ${unique()}`, maxAttendees: 10 })
  const asked: string[] = []
  page.on('request', (asking) => asked.push(new URL(asking.url()).pathname))
  await page.goto(`/events/${night.id}`)
  // Its own chunk, then the registration form's, each loaded by Vite's loader.
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const entry = await page.evaluate(() => document.querySelector('script[type="module"][src]')!.getAttribute('src')!)
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  )
  expect(linked.length).toBeGreaterThan(0)
  expect(linked).not.toContain(entry)
  expect(asked.filter((path) => path === entry)).toHaveLength(1)
})

/** Counts the date formatters the page makes (site/src/i18n/drawnDates.ts hands over the server's). */
const countDateFormatters = () => {
  let made = 0
  const Original = Intl.DateTimeFormat
  Intl.DateTimeFormat = new Proxy(Original, {
    construct: (target, args: unknown[]) => {
      made += 1
      return Reflect.construct(target, args) as object
    },
    apply: (target, self, args: unknown[]) => {
      made += 1
      return Reflect.apply(target, self, args) as unknown
    },
  })
  ;(window as unknown as { dateFormattersMade: () => number }).dateFormattersMade = () => made
}

test("a night's page is taken over with the dates the server drew: no date formatter, in English and French", async ({
  page,
}) => {
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const night = events.find((event) => !event.archived)!
  await page.addInitScript(countDateFormatters)
  const made = () => page.evaluate(() => (window as unknown as { dateFormattersMade: () => number }).dateFormattersMade())
  for (const lang of ['en', 'fr']) {
    await page.goto(`/events/${night.id}?lang=${lang}`)
    await page.waitForFunction(() => {
      const heading = document.querySelector('#root h1')
      return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')))
    })
    await page.waitForLoadState('networkidle')
    const drawn = await page.evaluate(() =>
      Object.values(JSON.parse(document.getElementById('drawn-dates')!.textContent) as Record<string, string>),
    )
    expect(drawn.length).toBeGreaterThan(0)
    for (const text of drawn) await expect(page.locator('#root')).toContainText(text)
    expect([lang, await made()]).toEqual([lang, 0])
  }
  // The nights the server did not draw on this page are written in the browser, as before.
  await page.getByRole('link', { name: 'Événements' }).first().click()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await made()).toBeGreaterThan(0)
})

test('the home page on a phone: nothing moves while it is taken over', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  // Every layout shift from the first paint on, with what moved (the Layout Instability API).
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = []
    ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      })[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '') })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/?lang=en')
  // Taken over: the calendar links carry the page's own address once the browser has the page.
  await expect(page.getByRole('link', { name: 'Subscribe to all nights' })).toHaveAttribute('href', /^webcal:/)
  // The next cards are drawn while the browser is idle, below the first screen.
  await page.waitForTimeout(1500)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts)
  expect(shifts.filter((shift) => shift.value > 0.001)).toEqual([])
  await phone.close()
})

test("a night's page runs no form rules until the form is used; rules that cannot load leave the checking to the server", async ({
  page,
  request,
  baseURL,
}) => {
  // The chunk of the registration form's rules (zod and the contract's schemas), from the build's manifest.
  const manifestFile = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../dist/site/.vite/manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>
  const rulesChunk = `/${manifest['src/features/registrations/lib/attendeeDetailsSchema.ts'].file}`
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  // An optional single choice left unanswered: its radio group holds null, which the rules leave out.
  const night = await apiCreateEvent(request, baseURL!, {
    name: `Rules Later ${unique()}`,
    maxAttendees: 10,
    questions: [
      { label: 'Which shift?', kind: 'single', options: ['Early', 'Late'], required: false, hostOnly: false, showAtDoor: false },
    ],
  })
  const asked: string[] = []
  page.on('request', (asking) => asked.push(new URL(asking.url()).pathname))

  // Drawn and taken over, the page has not asked for the rules; the first focus does.
  await page.goto(`/events/${night.id}`)
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(asked).not.toContain(rulesChunk)
  const rulesAsked = page.waitForRequest((asking) => new URL(asking.url()).pathname === rulesChunk)
  await page.getByLabel('Name').focus()
  await rulesAsked

  // The network drops before the rules arrive: the values go as typed, and the server's rules
  // (the same contract) answer at the field; corrected, the registration goes through.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await page.route(`**${rulesChunk}`, (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Name').fill('Rita Rules')
  await page.getByLabel('Email', { exact: true }).fill('rita-at-example')
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('region', { name: 'Registration' }).getByText('Company is required')).toBeVisible()
  await page.getByLabel('Company', { exact: true }).fill('Rules Ltd')
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('region', { name: 'Registration' }).getByText('Invalid email address')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(`rita.${unique()}@example.com`)
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible()
})
