import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import { JSDOM } from 'jsdom'
import { DEFAULT_TAGLINE } from '../../collections/SiteSettings'
import { Client } from '../support/client'
import { waitFor } from '../support/waiting'
import { createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { defaultSiteDir } from '../../cms/server'

/**
 * Link previews as a network's scraper reads them: the page's meta tags parsed as HTML, the
 * image fetched and decoded.
 */
let server: TestServer
let master: Client
beforeAll(async () => {
  // The built site: its pages are drawn here by the site's own components (cms/spa/serverRender.ts).
  ensureSiteBuilt()
  server = await startTestServer({}, { siteDir: defaultSiteDir })
  master = await signInMaster(server)
})
afterAll(() => server.stop())

async function previewOf(pathname: string) {
  const page = await new Client(server.url).get(pathname)
  expect(page.status).toBe(200)
  const { document } = new JSDOM(page.text).window
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
  return { meta }
}

async function imageOf(url: string) {
  const answer = await fetch(url)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('image/jpeg')
  return sharp(Buffer.from(await answer.arrayBuffer())).metadata()
}

describe('link previews', () => {
  it('gives the home page a title, description, site name and a 1200x630 JPEG', async () => {
    const { meta } = await previewOf('/')
    expect(meta('og:site_name')).toBe('Makers Pub Night')
    expect(meta('og:title')).toBe('Makers Pub Night')
    expect(meta('og:url')).toBe(`${server.url}/`)
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect(meta('og:image:alt')).toBeTruthy()
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')]).toEqual(['1200', '630', 'image/jpeg'])
    const image = await imageOf(meta('og:image')!)
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630])
  })

  it('previews an event from its own banner, cut to shape, with a description cut at a word', async () => {
    const form = new FormData()
    const banner = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    form.append('image', new Blob([new Uint8Array(banner)], { type: 'image/png' }), 'banner.png')
    const uploaded = await master.post('/api/upload', form)
    expect(uploaded.status).toBe(201)
    const long = `Machinists, designers and founders\n\nshare a pint. ${'Stories from the shop floor and the lab bench. '.repeat(10)}`
    const event = await createEvent(master, { name: 'Preview Night', description: long, imageUrl: uploaded.body.url })
    const { meta } = await previewOf(`/events/${event.id}`)
    const description = meta('og:description')!
    expect(description.length).toBeLessThanOrEqual(200)
    expect(description).toMatch(/[A-Za-z]…$/)
    expect(description).not.toMatch(/\n|\s{2}/)
    expect(long.replace(/\s+/g, ' ')).toContain(description.slice(description.indexOf('Machinists'), -1))
    expect(meta('og:image:alt')).toBe('Banner of Preview Night')
    expect(meta('twitter:image')).toBe(meta('og:image'))
    const image = await imageOf(meta('og:image')!)
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630])
    // The banner's red, not the default navy.
    const { dominant } = await sharp(Buffer.from(await (await fetch(meta('og:image')!)).arrayBuffer())).stats()
    expect(dominant.r).toBeGreaterThan(150)
  })

  it('still has a JPEG for an event without a banner, and never fetches a remote banner', async () => {
    for (const imageUrl of [null, 'http://169.254.169.254/latest/meta-data']) {
      const event = await createEvent(master, { imageUrl })
      const { meta } = await previewOf(`/events/${event.id}`)
      const image = await imageOf(meta('og:image')!)
      expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 630])
    }
    expect((await fetch(`${server.url}/og/events/999999.jpg`)).status).toBe(404)
  })
})

describe('a page’s first paint and link preview in the reader’s language (issue 55)', () => {
  const night = {
    name: 'Abend der Macher',
    date: `${new Date().getUTCFullYear() + 1}-01-16T18:00:00.000Z`,
    endDate: `${new Date().getUTCFullYear() + 1}-01-16T21:00:00.000Z`,
    timezone: 'Europe/Berlin',
    venue: 'Zum Anker',
    city: 'Essen',
    state: 'NW',
    description: 'Drehen, Fräsen, Reden.',
  }
  /** The page as drawn before any script runs: `#root` as the server rendered it. */
  const firstPaint = (html: string) => new JSDOM(html).window.document.getElementById('root')!

  it('an event page asked in German: the first paint’s heading, the preview’s date, summary and alt text; English as before', async () => {
    const event = await createEvent(master, { ...night, imageUrl: null })
    const german = await new Client(server.url).get(`/events/${event.id}?lang=de`)
    const { document } = new JSDOM(german.text).window
    const meta = (key: string) => document.querySelector(`meta[property="${key}"]`)?.getAttribute('content')
    const weekday = new Intl.DateTimeFormat('de', { timeZone: night.timezone, weekday: 'long' }).format(new Date(night.date))
    expect(firstPaint(german.text).querySelector('h1')?.textContent).toBe('Anmeldung zu Abend der Macher')
    expect(document.title).toMatch(new RegExp(`^Abend der Macher · ${weekday}, 16\\. Januar \\d{4}, 19:00 Uhr MEZ`))
    expect(meta('og:description')).toMatch(
      new RegExp(`^${weekday}, 16\\. Januar \\d{4}, 19:00 Uhr MEZ, Zum Anker, Essen, NW\\. Drehen`),
    )
    expect(meta('og:image:alt')).toBe('Makers Pub Night: ein Pint auf Marineblau, das Zeichen der Reihe')

    // A scraper asks for no language: the English of before, word for word.
    const english = await new Client(server.url).get(`/events/${event.id}`)
    const englishDoc = new JSDOM(english.text).window.document
    expect(firstPaint(english.text).querySelector('h1')?.textContent).toBe('Register for Abend der Macher')
    expect(englishDoc.title).toMatch(/^Abend der Macher · \w+day, January 16, \d{4} · 7:00 PM GMT\+1/)
    expect(englishDoc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(
      /· 7:00 PM GMT\+1 at Zum Anker, Essen, NW\. Drehen/,
    )
    expect(englishDoc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
      "Makers Pub Night: a pint on navy, the series' mark",
    )
  })

  it('the home page in Spanish and French: the first paint’s heading over the first night, the preview’s alt text', async () => {
    const soon = new Date(Date.now() + 1800_000)
    await createEvent(master, {
      name: 'Noche primera',
      imageUrl: '/media/first-night.webp',
      date: soon.toISOString(),
      endDate: new Date(soon.getTime() + 3 * 3600_000).toISOString(),
    })
    for (const [lang, heading, alt] of [
      ['es', 'Próximos eventos', 'Makers Pub Night: una pinta sobre azul marino, el emblema de la serie'],
      ['fr', 'Soirées à venir', 'Makers Pub Night : une pinte sur fond bleu marine, l’emblème de la série'],
      ['en', 'Upcoming Events', "Makers Pub Night: a pint on navy, the series' mark"],
    ]) {
      const page = await new Client(server.url).get(`/?lang=${lang}`)
      const { document } = new JSDOM(page.text).window
      const paint = firstPaint(page.text)
      expect(paint.querySelector('#upcoming-events-heading')?.textContent).toBe(heading)
      expect(paint.querySelector('article')?.textContent).toContain('Noche primera')
      expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(alt)
    }
  })

  it('the home page’s description: the tagline a site starts with in the reader’s language, an admin’s own as written', async () => {
    const description = async (path: string) =>
      new JSDOM((await new Client(server.url).get(path)).text).window.document
        .querySelector('meta[property="og:description"]')
        ?.getAttribute('content')
    expect(await description('/?lang=de')).toBe(
      'Verbringen Sie einen Abend mit Herstellern aus Ihrer Region: Kontakte knüpfen, gute Gespräche und ein schöner Abend.',
    )
    expect(await description('/')).toBe(DEFAULT_TAGLINE)
    // The master admin writes the site's own in the CMS.
    const setTagline = (tagline: string) => master.post('/cms/api/globals/site-settings', { tagline })
    expect((await setTagline('Pints and lathes in Leipzig.')).status).toBe(200)
    try {
      // The pages' copy of the settings lives a few seconds (cms/modules/events/publicEvents.ts).
      await waitFor(async () => (await description('/?lang=de')) === 'Pints and lathes in Leipzig.', 10_000, 'the new tagline')
    } finally {
      expect((await setTagline(DEFAULT_TAGLINE)).status).toBe(200)
    }
  })
})
