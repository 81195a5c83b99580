import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { JSDOM } from 'jsdom'
import { Client } from '../support/client'
import { createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * The reader's language (shared/DESIGN.md section 11): `?lang=` (which sets the `lang` cookie),
 * then the cookie, then Accept-Language with its q-values, then English; on the served HTML
 * (`<html lang>`, hreflang alternates, the Event JSON-LD's `inLanguage`) and on `/api`
 * (`Content-Language`), over HTTP.
 */
let server: TestServer
let eventId: string | number
beforeAll(async () => {
  server = await startTestServer()
  eventId = (await createEvent(await signInMaster(server), { name: 'Negotiated Night' })).id
})
afterAll(() => server.stop())

const langOf = (html: string) => new JSDOM(html).window.document.documentElement.getAttribute('lang')

async function pageLang(path: string, headers: Record<string, string> = {}, client = new Client(server.url)) {
  const page = await client.get(path, headers)
  expect(page.status).toBe(200)
  return langOf(page.text)
}

describe('the language of a page', () => {
  it('is English with no preference, and for `*`', async () => {
    expect(await pageLang('/')).toBe('en')
    expect(await pageLang('/', { 'Accept-Language': '*' })).toBe('en')
    expect(await pageLang('/', { 'Accept-Language': 'pt-BR, ja;q=0.8' })).toBe('en')
  })

  it('follows Accept-Language by q-value, a regional variant falling back to its language', async () => {
    expect(await pageLang('/', { 'Accept-Language': 'es-MX' })).toBe('es')
    expect(await pageLang('/', { 'Accept-Language': 'fr-CA,fr;q=0.9' })).toBe('fr')
    expect(await pageLang('/', { 'Accept-Language': 'en;q=0.5, de;q=0.9, es;q=0.7' })).toBe('de')
    expect(await pageLang('/', { 'Accept-Language': 'pt-BR, es;q=0.4' })).toBe('es')
    expect(await pageLang('/', { 'Accept-Language': 'de;q=0, fr;q=0.1' })).toBe('fr')
  })

  it('takes `?lang=` first, which sets the `lang` cookie for a year, and the cookie before Accept-Language', async () => {
    const client = new Client(server.url)
    const first = await client.get('/faq?lang=de', { 'Accept-Language': 'fr' })
    expect(langOf(first.text)).toBe('de')
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('lang='))
    expect(cookie).toMatch(/^lang=de;/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    // The cookie now outranks the browser's languages, on pages and on /api alike.
    expect(await pageLang('/contact', { 'Accept-Language': 'fr' }, client)).toBe('de')
    const api = await client.get('/api/settings', { 'Accept-Language': 'fr' })
    expect(api.headers.get('content-language')).toBe('de')
    // An unknown ?lang= changes nothing and sets no cookie.
    const unknown = await new Client(server.url).get('/?lang=xx', { 'Accept-Language': 'es' })
    expect(langOf(unknown.text)).toBe('es')
    expect(unknown.headers.getSetCookie().some((line) => line.startsWith('lang='))).toBe(false)
  })

  it('names every language and x-default on public pages, and the Event JSON-LD its language', async () => {
    const page = await new Client(server.url).get(`/events/${eventId}`, { 'Accept-Language': 'fr-FR' })
    const { document } = new JSDOM(page.text).window
    expect(document.documentElement.getAttribute('lang')).toBe('fr')
    const alternates: Record<string, string | null> = {}
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href')
    const address = `${server.url}/events/${eventId}`
    expect(alternates).toEqual({
      en: `${address}?lang=en`,
      es: `${address}?lang=es`,
      fr: `${address}?lang=fr`,
      de: `${address}?lang=de`,
      'x-default': address,
    })
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent) as {
      inLanguage: string
    }
    expect(jsonLd.inLanguage).toBe('fr')
    const home = new JSDOM((await new Client(server.url).get('/')).text).window.document
    expect(home.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(5)
    // A private page (a manage link) is not offered to search engines in any language.
    const manage = await new Client(server.url).get('/registrations/not-a-real-token')
    expect(new JSDOM(manage.text).window.document.querySelectorAll('link[hreflang]')).toHaveLength(0)
  })
})

describe('the description of a page without a preview', () => {
  const descriptionOf = (html: string) =>
    new JSDOM(html).window.document.querySelector('meta[name="description"]')?.getAttribute('content')
  it('is in the page’s language: the FAQ, contact and sign-in pages describe the site as search results show it', async () => {
    // The page template's own description (the test server's fixture of site/index.html) in English.
    const english = descriptionOf((await new Client(server.url).get('/faq')).text)
    expect(english).toBeTruthy()
    expect(english).not.toContain('Herstellern')
    for (const path of ['/faq?lang=de', '/contact?lang=de', '/auth?lang=de']) {
      const description = descriptionOf((await new Client(server.url).get(path)).text)
      expect([path, description]).toEqual([path, expect.stringContaining('Herstellern aus der Region') as unknown])
    }
    const spanish = descriptionOf((await new Client(server.url).get('/host', { 'Accept-Language': 'es' })).text)
    expect(spanish).toContain('fabricantes locales')
  })
})

describe('the language of an /api answer', () => {
  it('is named in Content-Language, on Express routes and on the public reads answered before Express', async () => {
    const client = new Client(server.url)
    expect((await client.get('/api/settings')).headers.get('content-language')).toBe('en')
    expect((await client.get('/api/settings', { 'Accept-Language': 'es-419' })).headers.get('content-language')).toBe('es')
    for (const path of ['/api/events', `/api/events/${eventId}`]) {
      const answer = await client.get(path, { 'Accept-Language': 'de-AT, en;q=0.5' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-language')).toBe('de')
    }
    expect((await client.get('/api/nothing-here', { Cookie: 'lang=fr' })).headers.get('content-language')).toBe('fr')
  })
})
