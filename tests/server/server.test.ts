import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let anonymous: Client

beforeAll(async () => {
  server = await startTestServer()
  anonymous = new Client(server.url)
})
afterAll(() => server.stop())

describe('the server', () => {
  it('answers health once the database answers', async () => {
    const response = await anonymous.get('/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await anonymous.get('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.body).toEqual({ message: 'Not found' })
  })

  it('puts the event list and settings into the home page', async () => {
    const home = await anonymous.get('/')
    const initial = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(home.text)![1],
    ) as Record<string, unknown>
    expect(initial['/api/events']).toEqual((await anonymous.get('/api/events')).body)
    expect(initial['/api/events?status=past']).toEqual((await anonymous.get('/api/events?status=past')).body)
    // Without a session cookie nobody is signed in: the page need not ask.
    expect(initial).toHaveProperty(['/api/user'], null)
    const signedIn = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(
        (await (await signInMaster(server)).get('/')).text,
      )![1],
    ) as Record<string, unknown>
    expect(signedIn).not.toHaveProperty(['/api/user'])
  })

  it('serves the SPA for site routes and 404 for other paths', async () => {
    for (const route of ['/', '/auth', '/auth/forgot', '/auth/reset', '/faq', '/contact', '/host', '/admin', '/admin/anything']) {
      const response = await anonymous.get(route)
      expect([route, response.status]).toEqual([route, 200])
      expect(response.text).toContain('<div id="root">')
    }
    expect((await anonymous.get('/auth/elsewhere')).status).toBe(404)
    const missing = await anonymous.get('/no/such/page')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('<div id="root">')
    expect(missing.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends security headers and hides the framework', async () => {
    const response = await anonymous.get('/')
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  it('puts Open Graph tags for an event into the HTML of its page', async () => {
    const master = await signInMaster(server)
    const event = await createEvent(master, { name: 'Tags & "Quotes" Night', imageUrl: '/media/banner.webp' })
    const page = await anonymous.get(`/events/${event.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<meta property="og:title" content="Tags &amp; &quot;Quotes&quot; Night" />')
    expect(page.text).toMatch(
      new RegExp(`<meta property="og:image" content="${server.url}/og/events/${event.id}\\.jpg\\?v=[0-9a-f]{10}" />`),
    )
    expect(page.text).toContain('twitter:card')
    // Before the script: the banner's preload, and the data the SPA would fetch.
    expect(page.text).toContain('<link rel="preload" as="image" href="/media/banner.webp" fetchpriority="high" />')
    const initial = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(page.text)![1],
    ) as Record<string, unknown>
    expect(initial[`/api/events/${event.id}`]).toEqual((await anonymous.get(`/api/events/${event.id}`)).body)
    expect(initial[`/api/events/${event.id}`]).toMatchObject({
      id: event.id,
      name: 'Tags & "Quotes" Night',
      // Named only by their own choice (decision 155), which the master admin has not made.
      hostName: null,
    })
    expect(initial['/api/settings']).toMatchObject({ productName: 'Makers Pub Night' })
    const unknown = await anonymous.get('/events/999999')
    expect(unknown.status).toBe(404)
  })

  it('refuses bodies that are not JSON, malformed or too large', async () => {
    const wrongType = await anonymous.post('/api/contact', 'name=x', { 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(wrongType.status).toBe(415)
    const malformed = await anonymous.post('/api/contact', '{"name":', { 'Content-Type': 'application/json' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toBe('Malformed JSON body')
    const huge = await anonymous.post('/api/contact', { name: 'x', email: 'a@b.co', message: 'y'.repeat(200_000) })
    expect(huge.status).toBe(413)
  })

  it('refuses a state change from a foreign origin', async () => {
    const master = await signInMaster(server)
    const response = await master.post('/api/faqs', { question: 'Q?', answer: 'A.' }, { Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const crossSite = await master.post(
      '/api/faqs',
      { question: 'Q?', answer: 'A.' },
      { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
  })
})
