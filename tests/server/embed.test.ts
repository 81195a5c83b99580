import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chromium } from 'playwright-core'
import { JSDOM } from 'jsdom'
import { Client } from '../support/client'
import { createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { chromiumMissing } from '../support/missingTools'
import { itNeeding } from '../support/unavailable'
import type { AddressInfo } from 'node:net'

/**
 * Embeds (cms/spa/embed.ts) as a partner's site uses them: plain HTML with no script or
 * cookie, framable only under /embed/, every text escaped; then in Chromium, inside an
 * iframe of a page on another origin.
 */
let server: TestServer
let master: Client
const city = `Embedville ${Date.now()}`
let shown: { id: string | number }
let archived: { id: string | number }
beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
  shown = await createEvent(master, { name: `<b>Makers</b> & "Friends" $' night`, city, venue: 'The <i>Tap</i>' })
  archived = await createEvent(master, { name: 'Archived Embed Night', city })
  expect((await master.patch(`/api/events/${archived.id}/archive`, {})).status).toBe(200)
})
afterAll(() => server.stop())

async function embed(pathname: string) {
  const answer = await fetch(`${server.url}${pathname}`)
  const html = await answer.text()
  return { answer, html, document: new JSDOM(html).window.document }
}

describe('embeds', () => {
  it("lists a city's upcoming nights, escaped, with Register opening the event page in a new tab; no script, no cookie", async () => {
    const { answer, html, document } = await embed(`/embed/events?city=${encodeURIComponent(city.toUpperCase())}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(answer.headers.get('x-frame-options')).toBeNull()
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors \*/)
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(html).not.toContain('<b>Makers')
    const names = [...document.querySelectorAll('h2')].map((heading) => heading.textContent)
    expect(names).toEqual([`<b>Makers</b> & "Friends" $' night`])
    expect(document.querySelector('li')!.textContent).toContain(`The <i>Tap</i>, ${city}, IL`)
    const register = document.querySelector('a.register')!
    expect(register.getAttribute('href')).toBe(`${server.url}/events/${shown.id}?lang=en`)
    expect(register.getAttribute('target')).toBe('_blank')
    expect(register.getAttribute('rel')).toBe('noopener')
    expect(register.textContent).toBe('Register')
    expect(register.getAttribute('aria-label')).toBe(`Register for <b>Makers</b> & "Friends" $' night (opens in a new tab)`)
    expect(document.documentElement.lang).toBe('en')
  })

  it("speaks the partner's ?lang=, else the visitor's Accept-Language, with dates in that language; never a cookie", async () => {
    const germanCity = `Embedstadt ${Date.now()}`
    const berlin = await createEvent(master, {
      name: 'Abend der Macher',
      city: germanCity,
      date: '2031-07-09T17:00:00.000Z',
      endDate: '2031-07-09T20:00:00.000Z',
      timezone: 'Europe/Berlin',
    })
    const inGerman = await embed(`/embed/events/${berlin.id}?lang=de`)
    expect(inGerman.answer.status).toBe(200)
    expect(inGerman.answer.headers.get('set-cookie')).toBeNull()
    expect(inGerman.answer.headers.get('vary')).toMatch(/Accept-Language/)
    expect(inGerman.document.documentElement.lang).toBe('de')
    const when = inGerman.document.querySelector('article p')!.textContent
    expect(when).toContain('Mittwoch, 9. Juli 2031')
    expect(when).toContain('19:00')
    expect(when).not.toMatch(/Wednesday|PM/)
    const register = inGerman.document.querySelector('a.register')!
    expect(register.textContent).toBe('Anmelden')
    // The page it opens speaks German too, whatever the visitor's browser asks for.
    expect(register.getAttribute('href')).toBe(`${server.url}/events/${berlin.id}?lang=de`)
    expect(register.getAttribute('aria-label')).toBe('Für Abend der Macher anmelden (öffnet in einem neuen Tab)')

    const fromBrowser = await fetch(`${server.url}/embed/events?city=${encodeURIComponent(germanCity)}`, {
      headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
    })
    const spanish = new JSDOM(await fromBrowser.text()).window.document
    expect(spanish.documentElement.lang).toBe('es')
    expect(spanish.querySelector('h1')!.textContent).toMatch(new RegExp(` en ${germanCity}$`))
    expect([...spanish.querySelectorAll('a.register')].map((link) => link.textContent)).toEqual(['Inscribirse'])
    expect(spanish.querySelector('a.register')!.getAttribute('href')).toBe(`${server.url}/events/${berlin.id}?lang=es`)
    expect(spanish.body.textContent).toContain('miércoles, 9 de julio de 2031')

    // The query wins over the browser; a `lang` cookie (first-party, never sent to a frame) is not read.
    const french = await fetch(`${server.url}/embed/events?city=${encodeURIComponent('Nowhere At All')}&lang=fr`, {
      headers: { 'Accept-Language': 'de', Cookie: 'lang=es' },
    })
    expect(french.headers.get('set-cookie')).toBeNull()
    expect(new JSDOM(await french.text()).window.document.querySelector('p')!.textContent).toBe('Aucune soirée à venir')
    const cookieOnly = await fetch(`${server.url}/embed/events/999999999`, { headers: { Cookie: 'lang=de' } })
    expect(cookieOnly.status).toBe(404)
    expect(new JSDOM(await cookieOnly.text()).window.document.querySelector('h1')!.textContent).toBe('Event not found')
    const refused = await fetch(`${server.url}/embed/events?city=a%0Ab&lang=de`)
    expect(refused.status).toBe(400)
    expect(new JSDOM(await refused.text()).window.document.querySelector('h1')!.textContent).toBe(
      'Die Stadt muss eine einzige Zeile einfacher Text sein',
    )
  })

  it('shows one night, never an archived or unknown one, and refuses a malformed city', async () => {
    const one = await embed(`/embed/events/${shown.id}`)
    expect(one.answer.status).toBe(200)
    expect(one.document.querySelector('h1')!.textContent).toBe(`<b>Makers</b> & "Friends" $' night`)
    expect((await embed(`/embed/events/${archived.id}`)).answer.status).toBe(404)
    expect((await embed('/embed/events/999999999')).answer.status).toBe(404)
    const none = await embed(`/embed/events?city=${encodeURIComponent('Nowhere At All')}`)
    expect(none.document.querySelector('p')!.textContent).toBe('No upcoming events')
    expect((await embed('/embed/events?city=a&city=b')).answer.status).toBe(400)
    expect((await embed('/embed/events?city=a%0Ab')).answer.status).toBe(400)
  })

  it('keeps every other page unframable', async () => {
    const page = await fetch(`${server.url}/events/${shown.id}`)
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  itNeeding(chromiumMissing(), 'the embed in Chromium')(
    "loads in a frame of another origin's page in Chromium, Register opening a new tab; the event page itself will not frame",
    async () => {
      const partnerPage = `<!doctype html><html><body><h1>Partner</h1>
        <iframe id="embed" title="Nights" src="${server.url}/embed/events?city=${encodeURIComponent(city)}"></iframe>
        <iframe id="page" title="Page" src="${server.url}/events/${shown.id}"></iframe></body></html>`
      const partner = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(partnerPage))
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
      const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] })
      try {
        const context = await browser.newContext({ javaScriptEnabled: true })
        const page = await context.newPage()
        const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
        await page.goto(partnerUrl)
        const frame = page.frameLocator('#embed')
        await frame.getByRole('heading', { name: `<b>Makers</b> & "Friends" $' night` }).waitFor()
        // The event page refuses to be framed (Chromium reports the policy it obeyed).
        expect((await blocked).text()).toContain(`frame-ancestors 'none'`)
        // The frame sets no cookie.
        expect(await context.cookies(server.url)).toEqual([])
        const opened = context.waitForEvent('page')
        await frame.getByRole('link', { name: /Register for/ }).click()
        const tab = await opened
        await tab.waitForLoadState('domcontentloaded')
        // In the card's language; the page, first-party in its own tab, keeps it as a page opened from an email does.
        expect(tab.url()).toBe(`${server.url}/events/${shown.id}?lang=en`)
        expect(page.url()).toBe(partnerUrl)
        expect((await context.cookies(server.url)).map((cookie) => [cookie.name, cookie.value])).toEqual([['lang', 'en']])
      } finally {
        await browser.close()
        await new Promise<void>((resolve) => partner.close(() => resolve()))
      }
    },
  )
})
