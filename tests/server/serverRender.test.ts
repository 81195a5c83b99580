import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { JSDOM } from 'jsdom'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { defaultSiteDir } from '../../cms/server'
import { pageRenderer, serverRenderFile } from '../../cms/spa/serverRender'
import { fixtureSiteDir } from '../support/testServer'

/**
 * The public pages people land on arrive drawn by the site's own components (cms/spa/serverRender.ts,
 * site/src/entry-server.tsx), so their largest paint is in the server's HTML; the browser then
 * hydrates them (site/src/main.tsx; tests/browser/journeys/23-first-paint.spec.ts).
 */
let server: TestServer
let master: Client
let anonymous: Client
beforeAll(async () => {
  ensureSiteBuilt()
  server = await startTestServer({}, { siteDir: defaultSiteDir })
  master = await signInMaster(server)
  anonymous = new Client(server.url)
})
afterAll(() => server.stop())

async function firstPaint(pathname: string, visitor = anonymous) {
  const page = await visitor.get(pathname)
  expect(page.status).toBe(200)
  const { document } = new JSDOM(page.text).window
  return { page, document, root: document.getElementById('root')! }
}

/** The site build's Vite manifest: which file each source module and catalogue became. */
const siteManifest = () =>
  JSON.parse(fs.readFileSync(path.join(defaultSiteDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >

const soon = (hours: number) => new Date(Date.now() + hours * 3600_000)

describe('server-rendered public pages', () => {
  it('draws the home page: the hero, the nights to come with the first banner, none of the ended ones first', async () => {
    const start = soon(1)
    await createEvent(master, {
      name: 'First <Night> & Co',
      imageUrl: '/media/first-night.webp',
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    })
    const ended = soon(-5)
    await createEvent(master, {
      name: 'Ended Night',
      date: ended.toISOString(),
      endDate: new Date(ended.getTime() + 3 * 3600_000).toISOString(),
    })
    const { page, document, root } = await firstPaint('/')
    expect(root.querySelector('h1')?.textContent).toBe('Makers Pub Night')
    expect(root.textContent).toContain('Join us for a night hanging out with local manufacturers.')
    const cards = [...root.querySelectorAll('article')].map((card) => card.textContent ?? '')
    expect(cards[0]).toContain('First <Night> & Co')
    expect(cards.findIndex((card) => card.includes('Ended Night'))).toBeGreaterThan(0)
    expect(root.querySelector('img[src="/media/first-night.webp"]')).not.toBeNull()
    // The distance sort is offered above the cards as the browser will offer it, so the cards do
    // not move down when the page learns the browser would ask (most browsers would).
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).toContain('Nearest first')
    // Every part in order, past React's 12,800 bytes too: no hidden part moved by an inline script.
    expect(root.querySelectorAll('script, template')).toHaveLength(0)
    // The name is text, never markup: the page's own escaping.
    expect(page.text).not.toContain('First <Night>')
    // The styled components' rules are in the head, so the page is drawn styled before the script.
    const styles = document.querySelector('style[data-styled]')?.textContent ?? ''
    const cardClass = root.querySelector('article')!.className.split(' ').pop()!
    expect(styles).toContain(`.${cardClass}{`)
    expect(page.text).toContain('<link rel="preload" as="image" href="/media/first-night.webp" fetchpriority="high" />')
  })

  it('draws a night without a banner: its title and description, and no inline script for the policy to block', async () => {
    const event = await createEvent(master, { name: 'Plain Night', imageUrl: null, description: 'Lathes & <mills>\nand a pint' })
    const { page, root } = await firstPaint(`/events/${event.id}`)
    expect(root.querySelector('h1')?.textContent).toBe('Register for Plain Night')
    expect(root.textContent).toContain('Lathes & <mills>\nand a pint')
    expect(page.text).not.toContain('rel="preload" as="image" href="/media')
    // Every part in order (no hidden parts moved by scripts): the Content Security Policy allows no inline script.
    expect(root.querySelectorAll('script, template')).toHaveLength(0)
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/)
  })

  it('hands the browser the dates it drew, in the page’s language, so taking the page over needs no date formatter', async () => {
    const start = new Date('2031-03-14T23:00:00Z')
    const event = await createEvent(master, {
      name: 'Dated Night',
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timezone: 'America/New_York',
    })
    const drawnDates = (document: Document) =>
      JSON.parse(document.getElementById('drawn-dates')?.textContent ?? 'null') as Record<string, string> | null
    // A visitor of their own: the language they choose stays with them.
    const visitor = new Client(server.url)
    const english = await firstPaint(`/events/${event.id}`, visitor)
    const dates = drawnDates(english.document)!
    // The spec's English day and time range, each as the markup shows it.
    expect(Object.values(dates)).toEqual(expect.arrayContaining(['Friday, March 14, 2031', '7:00 PM - 10:00 PM EDT']))
    for (const text of Object.values(dates)) expect(english.root.textContent).toContain(text)
    const french = await firstPaint(`/events/${event.id}?lang=fr`, visitor)
    const frenchDates = Object.values(drawnDates(french.document)!)
    expect(frenchDates).not.toContain('Friday, March 14, 2031')
    for (const text of frenchDates) expect(french.root.textContent).toContain(text)
    // One render's dates only: the FAQ that follows draws none.
    expect(drawnDates((await firstPaint('/faq', visitor)).document)).toEqual({})
  })

  it('names a night’s own chunk and what it imports in the page, once each, so they load beside the entry', async () => {
    const event = await createEvent(master, { name: 'Chunked Night' })
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])
    const manifest = siteManifest()
    const night = preloaded((await firstPaint(`/events/${event.id}`)).page.text)
    expect(night).toContain(`/${manifest['src/app/routes/EventPage.tsx'].file}`)
    expect(new Set(night).size).toBe(night.length)
    for (const href of night) expect(fs.existsSync(path.join(defaultSiteDir, href))).toBe(true)
    // The home page's own code is the entry's: it names only what the template does.
    const home = preloaded((await firstPaint('/')).page.text)
    expect(home).not.toContain(`/${manifest['src/app/routes/EventPage.tsx'].file}`)
    expect(night.length).toBeGreaterThan(home.length)
  })

  it('asks a phone for few script files before a page runs: the entry and the shell, a night’s page in three more (decisions 487, 612)', async () => {
    const event = await createEvent(master, { name: 'Few Files Night' })
    const scripts = (html: string) => [
      ...new Set(
        [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g)].map(
          (m) => m[1],
        ),
      ),
    ]
    const home = scripts((await firstPaint('/')).page.text)
    const night = scripts((await firstPaint(`/events/${event.id}`)).page.text)
    // The entry, Rolldown's few-hundred-byte runtime beside it, and the site's own code, which the
    // entry runs as a second script (site/src/main.tsx): named here, it loads beside the entry.
    const shell = `/${Object.values(siteManifest()).find((chunk) => chunk.name === 'shell')?.file}`
    expect(home).toContain(shell)
    expect(home.length).toBeLessThanOrEqual(3)
    // The night's own chunk, the group of what it needs beyond the entry, and the toaster's
    // (which every page loads lazily).
    expect(night.length - home.length).toBeGreaterThan(0)
    expect(night.length - home.length).toBeLessThanOrEqual(3)
    // In German, the language's catalogue too, and nothing else (issue 55).
    const manifest = siteManifest()
    const catalogue = `/${manifest['../locales/de/site.po'].file}`
    expect(night).not.toContain(catalogue)
    // A reader of its own (the language's cookie stays with them).
    const reader = new Client(server.url)
    const german = scripts((await firstPaint(`/events/${event.id}?lang=de`, reader)).page.text)
    expect([...german].sort()).toEqual([...night, catalogue].sort())
    expect(scripts((await firstPaint('/faq?lang=de', reader)).page.text).sort()).toEqual([...home, catalogue].sort())
  })

  it('names the part of a language’s catalogue the first view shows; the dashboard’s texts are in the rest (site/catalogueParts.ts)', async () => {
    const manifest = siteManifest()
    const part = (key: string) => fs.readFileSync(path.join(defaultSiteDir, manifest[key].file), 'utf8')
    const first = part('../locales/de/site.po')
    const rest = part('../locales/de/site.po?rest')
    // A night's button and the dashboard's token page, by their ids (the English texts).
    expect(first).toContain('"Register":["Anmelden"]')
    expect(first).not.toContain('"API tokens"')
    expect(rest).toContain('"API tokens"')
    expect(rest).not.toContain('"Register"')
    // A contract text the home page's follow-a-city form can show (site/src/i18n/validationMessages.ts).
    expect(first).toContain('"City is required"')
    // The part every German page fetches before it is taken over is the smaller one by far.
    expect(first.length * 3).toBeLessThan(rest.length)
    const night = await createEvent(master, { name: 'Catalogue night' })
    const page = (await firstPaint(`/events/${night.id}?lang=de`, new Client(server.url))).page.text
    expect(page).toContain(`/${manifest['../locales/de/site.po'].file}`)
    expect(page).not.toContain(`/${manifest['../locales/de/site.po?rest'].file}`)
  })

  it('draws the FAQ with its questions, in the reader’s language', async () => {
    await master.post('/api/faqs', { question: 'Is there food?', answer: 'Bar snacks & <pretzels>.', order: 1 })
    const english = await firstPaint('/faq')
    expect(english.root.querySelector('h1')?.textContent).toBe('Frequently Asked Questions')
    expect(english.root.textContent).toContain('Is there food?')
    expect(english.root.textContent).toContain('Bar snacks & <pretzels>.')
    const german = await firstPaint('/faq?lang=de')
    expect(german.document.documentElement.lang).toBe('de')
    expect(german.root.querySelector('h1')?.textContent).not.toBe('Frequently Asked Questions')
    expect(german.root.textContent).toContain('Is there food?')
  })

  it('renders pages one language at a time: German, Spanish, French and English asked at once each get their own', async () => {
    const renderPage = (await pageRenderer(defaultSiteDir)())!
    const langs = ['de', 'es', 'fr', 'en', 'de', 'es']
    const pages = await Promise.all(
      langs.map((locale) => renderPage({ url: '/faq', locale, initialData: { '/api/faqs': [], '/api/user': null } })),
    )
    const headings = pages.map(({ html }) => new JSDOM(html).window.document.querySelector('h1')?.textContent)
    expect(new Set(headings).size).toBe(4)
    expect(headings[3]).toBe('Frequently Asked Questions')
    expect(headings[4]).toBe(headings[0])
    expect(headings[5]).toBe(headings[1])
  })

  it('leaves the dashboard, sign-in and private pages to the browser, and never serves the render’s own files', async () => {
    for (const route of ['/admin', '/auth', '/contact']) {
      const { root } = await firstPaint(route)
      expect([route, root.children.length]).toEqual([route, 0])
    }
    expect((await anonymous.get('/.ssr/entry-server.js')).status).toBe(404)
  })
})

describe('a render that fails', () => {
  it('still serves the page, with its data, for the browser to draw', async () => {
    // A site whose server render throws (a component that breaks on the server, a bad deploy).
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-broken-render-'))
    fs.copyFileSync(path.join(fixtureSiteDir, 'index.html'), path.join(siteDir, 'index.html'))
    fs.mkdirSync(path.dirname(serverRenderFile(siteDir)), { recursive: true })
    fs.writeFileSync(serverRenderFile(siteDir), "export async function renderPage() { throw new Error('broken render') }\n")
    const broken = await startTestServer({}, { siteDir })
    try {
      for (const route of ['/', '/faq']) {
        const page = await new Client(broken.url).get(route)
        expect([route, page.status]).toEqual([route, 200])
        expect(page.text).toContain('<div id="root"></div>')
        expect(page.text).toContain('id="initial-data"')
      }
    } finally {
      await broken.stop()
      fs.rmSync(siteDir, { recursive: true, force: true })
    }
  })
})

describe('the same page asked again', () => {
  it('is drawn once for the same address, language and data; a registration changes the data and so the page', async () => {
    // A render that says how many times it ran, to see which answers it drew.
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-counted-render-'))
    fs.copyFileSync(path.join(fixtureSiteDir, 'index.html'), path.join(siteDir, 'index.html'))
    fs.mkdirSync(path.dirname(serverRenderFile(siteDir)), { recursive: true })
    fs.writeFileSync(
      serverRenderFile(siteDir),
      'let renders = 0\nexport async function renderPage() { return { html: `<p>render ${++renders}</p>`, styles: "", dates: {} } }\n',
    )
    const counted = await startTestServer({}, { siteDir })
    try {
      const host = await signInMaster(counted)
      const event = await createEvent(host, { maxAttendees: 10 })
      const drawn = async (route: string) => /<p>render (\d+)<\/p>/.exec((await new Client(counted.url).get(route)).text)![1]
      const first = await drawn(`/events/${event.id}`)
      // The click-through: the same night's page again, answered without drawing it again.
      expect(await drawn(`/events/${event.id}`)).toBe(first)
      expect(await drawn(`/events/${event.id}?lang=de`)).not.toBe(first)
      const registered = await new Client(counted.url).post(`/api/events/${event.id}/attendees`, attendee())
      expect(registered.status).toBe(201)
      const afterRegistration = await drawn(`/events/${event.id}`)
      expect(Number(afterRegistration)).toBeGreaterThan(Number(first))
      expect(await drawn(`/events/${event.id}`)).toBe(afterRegistration)
    } finally {
      await counted.stop()
      fs.rmSync(siteDir, { recursive: true, force: true })
    }
  })
})
