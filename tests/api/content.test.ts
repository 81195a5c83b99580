import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createHost } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { TestServer } from '../support/testServer'
import type { ApiError, HostDto, SponsorDto } from '../../contract/types'

let server: TestServer
let anonymous: Client
let master: Client
let host: RoleClients['owner']
let admin: RoleClients['admin']

beforeAll(async () => {
  ;({ server, anonymous, master, owner: host, admin } = await startWithRoles())
})
afterAll(() => server.stop())

describe('hosts', () => {
  it('lists active and pending hosts for the master admin only', async () => {
    const pending = await createHost(server, { approve: false, name: 'Pending Person' })
    const active = await master.get('/api/hosts/active')
    expect(active.status).toBe(200)
    expect(active.body.map((row: { id: unknown }) => row.id)).toContain(host.id)
    expect(Object.keys(active.body[0]).sort()).toEqual([
      'city',
      'createdAt',
      'email',
      'hostingNote',
      'id',
      'linkedinUrl',
      'name',
      'phone',
    ])
    const waiting = await master.get('/api/hosts/pending')
    expect(waiting.body.map((row: { id: unknown }) => row.id)).toEqual([pending.id])
    for (const client of [host.client, admin.client]) {
      expect((await client.get('/api/hosts/active')).status).toBe(403)
      expect((await client.get('/api/hosts/pending')).status).toBe(403)
    }
    expect((await anonymous.get('/api/hosts/pending')).status).toBe(401)
  })

  it('approve and reject keep the record; a rejected host leaves the pending list', async () => {
    const applicant = await createHost(server, { approve: false })
    expect((await host.client.patch(`/api/hosts/${applicant.id}/approve`, { approved: true })).status).toBe(403)
    expect((await master.patch(`/api/hosts/${applicant.id}/approve`, { approved: 'yes' })).status).toBe(400)
    const rejected = await master.patch(`/api/hosts/${applicant.id}/approve`, { approved: false })
    expect(rejected.status).toBe(200)
    expect((await master.get('/api/hosts/pending')).body.map((row: { id: unknown }) => row.id)).not.toContain(applicant.id)
    const rejectedList = await master.get('/api/hosts/rejected')
    expect(rejectedList.status).toBe(200)
    expect(rejectedList.body.map((row: { id: unknown }) => row.id)).toEqual([applicant.id])
    expect(Object.keys(rejectedList.body[0]).sort()).toEqual([
      'city',
      'createdAt',
      'email',
      'hostingNote',
      'id',
      'linkedinUrl',
      'name',
      'phone',
    ])
    for (const client of [host.client, admin.client]) expect((await client.get('/api/hosts/rejected')).status).toBe(403)
    expect((await anonymous.get('/api/hosts/rejected')).status).toBe(401)
    expect(await server.payload.count({ collection: 'users', where: { id: { equals: applicant.id } } })).toMatchObject({
      totalDocs: 1,
    })

    const approved = await master.patch(`/api/hosts/${applicant.id}/approve`, { approved: true })
    expect(approved.status).toBe(200)
    expect((await master.get('/api/hosts/active')).body.map((row: { id: unknown }) => row.id)).toContain(applicant.id)
    // Approving a rejected applicant takes them off the rejected list.
    expect((await master.get('/api/hosts/rejected')).body).toEqual([])
    expect((await master.patch('/api/hosts/999999/approve', { approved: true })).status).toBe(404)
  })

  it("shows the application's city and what they would run on the pending list", async () => {
    const email = `applicant.${Date.now()}@example.com`
    const applied = await anonymous.post('/api/register', {
      name: 'Nia Note',
      email,
      password: 'applicant-pass',
      phone: '312-555-0167',
      city: '  Dayton ',
      hostingNote: 'A quarterly night for machinists and industrial designers.',
      ...FILLED_BY_A_PERSON,
    })
    expect(applied.status).toBe(201)
    const row = (await master.get<HostDto[]>('/api/hosts/pending')).body.find((host) => host.email === email)
    expect(row).toMatchObject({ city: 'Dayton', hostingNote: 'A quarterly night for machinists and industrial designers.' })
    const tooLong = await anonymous.post<ApiError>('/api/register', {
      name: 'Nia Note',
      email: `long.${email}`,
      password: 'applicant-pass',
      phone: '312-555-0167',
      hostingNote: 'x'.repeat(1001),
      ...FILLED_BY_A_PERSON,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toEqual({ hostingNote: 'This field is too long (max 1000 characters)' })
  })

  it('the master admin cannot be switched off through the host approval call', async () => {
    const me = await master.get('/api/user')
    expect((await master.patch(`/api/hosts/${me.body!.id}/approve`, { approved: false })).status).toBe(404)
  })
})

describe('sponsors', () => {
  it('anyone reads; only the master admin adds and deletes', async () => {
    const body = { name: 'Acme Tools', logoUrl: '/media/acme.webp', website: 'https://acme.example' }
    expect((await anonymous.post('/api/sponsors', body)).status).toBe(401)
    expect((await host.client.post('/api/sponsors', body)).status).toBe(403)
    expect((await admin.client.post('/api/sponsors', body)).status).toBe(403)
    const created = await master.post('/api/sponsors', body)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.anything(), ...body })
    expect((await anonymous.get('/api/sponsors')).body).toEqual([created.body])
    expect((await host.client.delete(`/api/sponsors/${created.body.id}`)).status).toBe(403)
    expect((await master.delete(`/api/sponsors/${created.body.id}`)).status).toBe(200)
    expect((await master.delete(`/api/sponsors/${created.body.id}`)).status).toBe(404)
    expect((await anonymous.get('/api/sponsors')).body).toEqual([])
    const invalid = await master.post<ApiError>('/api/sponsors', { name: '', logoUrl: 'x', website: 'ftp://x' })
    expect(invalid.body.errors).toEqual({
      name: 'Name is required',
      logoUrl: 'Must be a valid URL',
      website: 'Must be a valid URL',
    })
  })

  it("are edited whole by the master admin only, with the create form's validation", async () => {
    const created = await master.post<SponsorDto>('/api/sponsors', {
      name: 'Bolt Bros',
      logoUrl: '/media/bolt.webp',
      website: 'https://bolt.example',
    })
    const path = `/api/sponsors/${created.body.id}`
    const body = { name: 'Bolt Brothers', logoUrl: '/media/bolt-2.webp', website: 'https://bolt.example/about' }
    expect((await anonymous.patch(path, body)).status).toBe(401)
    expect((await host.client.patch(path, body)).status).toBe(403)
    expect((await admin.client.patch(path, body)).status).toBe(403)
    const edited = await master.patch<SponsorDto>(path, body)
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({ id: created.body.id, ...body })
    expect((await anonymous.get<SponsorDto[]>('/api/sponsors')).body).toContainEqual(edited.body)
    const invalid = await master.patch<ApiError>(path, { name: ' ', logoUrl: '', website: 'ftp://x' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({
      name: 'Name is required',
      logoUrl: 'Must be a valid URL',
      website: 'Must be a valid URL',
    })
    expect((await master.patch('/api/sponsors/999999', body)).status).toBe(404)
    expect((await master.delete(path)).status).toBe(200)
    expect((await master.patch(path, body)).status).toBe(404)
  })
})

describe('FAQs', () => {
  it('are listed by display order, then creation; only the master admin adds', async () => {
    expect((await host.client.post('/api/faqs', { question: 'Q', answer: 'A' })).status).toBe(403)
    await master.post('/api/faqs', { question: 'Third', answer: 'c', order: 3 })
    await master.post('/api/faqs', { question: 'First', answer: 'a', order: 1 })
    const defaulted = await master.post('/api/faqs', { question: 'Zero', answer: 'z' })
    expect(defaulted.body.order).toBe(0)
    await master.post('/api/faqs', { question: 'First again', answer: 'b', order: 1 })
    const list = await anonymous.get('/api/faqs')
    expect(list.body.map((faq: { question: string }) => faq.question)).toEqual(['Zero', 'First', 'First again', 'Third'])
    expect((await master.post('/api/faqs', { question: 'Q', answer: 'A', order: 1.5 })).status).toBe(400)
  })

  it("are edited and reordered by the master admin only, with the create form's validation", async () => {
    const created = await master.post('/api/faqs', { question: 'Parking?', answer: 'Street.', order: 7 })
    const path = `/api/faqs/${created.body.id}`
    const body = { question: 'Where to park?', answer: 'Street parking nearby.', order: 8 }
    expect((await anonymous.patch(path, body)).status).toBe(401)
    expect((await host.client.patch(path, body)).status).toBe(403)
    expect((await admin.client.patch(path, body)).status).toBe(403)
    const edited = await master.patch(path, body)
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({ id: created.body.id, ...body })
    expect((await anonymous.get('/api/faqs')).body).toContainEqual(edited.body)
    const invalid = await master.patch<ApiError>(path, { question: ' ', answer: '', order: 2.5 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      order: 'Display order must be a whole number',
    })
    expect((await master.patch('/api/faqs/999999', body)).status).toBe(404)
    expect((await master.delete(path)).status).toBe(200)
    expect((await master.patch(path, body)).status).toBe(404)
  })
})

describe('contact', () => {
  it('stores the message and validates with the spec messages', async () => {
    const sent = await anonymous.post('/api/contact', {
      name: 'Vi Visitor',
      email: 'vi@example.com',
      message: 'Hello there, lovely events!',
      ...FILLED_BY_A_PERSON,
    })
    expect(sent.status).toBe(201)
    const stored = await server.payload.find({ collection: 'contact-messages', where: { email: { equals: 'vi@example.com' } } })
    expect(stored.docs[0]).toMatchObject({ name: 'Vi Visitor', message: 'Hello there, lovely events!' })
    const invalid = await anonymous.post<ApiError>('/api/contact', {
      name: '',
      email: 'nope',
      message: 'short',
      ...FILLED_BY_A_PERSON,
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    })
  })
})

describe('settings', () => {
  it('gives the product name for the site headline', async () => {
    const settings = await anonymous.get('/api/settings')
    expect(settings.body.productName).toBe('Makers Pub Night')
  })
})

describe('upload', () => {
  const form = (data: Buffer, name: string, type: string) => {
    const body = new FormData()
    body.append('image', new Blob([new Uint8Array(data)], { type }), name)
    return body
  }
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#f2b134' } })
      .png()
      .toBuffer()

  it('takes an image from a signed-in user, re-encodes it and serves it', async () => {
    expect((await anonymous.post('/api/upload', form(await png(), 'a.png', 'image/png'))).status).toBe(401)
    const uploaded = await host.client.post('/api/upload', form(await png(), 'banner.png', 'image/png'))
    expect(uploaded.status).toBe(201)
    expect(uploaded.body.url).toMatch(/^\/media\/.+\.webp$/)
    const served = await fetch(server.url + uploaded.body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('max-age')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30])
  })

  it('judges by content: SVG and disguised files are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await host.client.post('/api/upload', form(svg, 'x.svg', 'image/svg+xml'))).status).toBe(415)
    expect((await host.client.post('/api/upload', form(svg, 'x.png', 'image/png'))).status).toBe(415)
    const text = Buffer.from('just some text')
    expect((await host.client.post('/api/upload', form(text, 'x.jpg', 'image/jpeg'))).status).toBe(415)
    // A real PNG declared as text is still an image.
    expect((await host.client.post('/api/upload', form(await png(), 'x.txt', 'text/plain'))).status).toBe(201)
  })

  it('refuses files over 10 MB with 413 and a missing file with 400', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1)
    expect((await host.client.post('/api/upload', form(big, 'big.png', 'image/png'))).status).toBe(413)
    expect((await host.client.post('/api/upload', new FormData())).status).toBe(400)
  })

  it('refuses images whose decoded size is enormous', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024)
    expect((await host.client.post('/api/upload', form(bomb, 'bomb.png', 'image/png'))).status).toBe(415)
  })
})
