import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createHost, signIn, signInMaster, uniqueEmail } from '../support/actors'
import { ADMIN, startTestServer, type TestServer } from '../support/testServer'
import { messages } from '../../contract/messages'
import type { ApiError } from '../../contract/types'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const hostApplication = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pat Applicant',
  email: uniqueEmail('applicant'),
  password: 'applicant-pass',
  phone: '312-555-0167',
  linkedinUrl: 'https://www.linkedin.com/in/pat',
  ...FILLED_BY_A_PERSON,
  ...overrides,
})

describe('login and the current user', () => {
  it('signs in with a cookie session and returns the user without secrets', async () => {
    const client = new Client(server.url)
    const response = await client.post('/api/login', { email: ADMIN.email.toUpperCase(), password: ADMIN.password })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.anything(),
      name: ADMIN.name,
      email: ADMIN.email,
      role: 'MASTER_ADMIN',
      approved: true,
    })
    const cookie = response.headers.getSetCookie().join(';')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const me = await client.get('/api/user')
    expect(me.body).toEqual(response.body)
    expect(me.text).not.toMatch(/hash|salt|sessions|loginAttempts/)
  })

  it('answers null for a signed-out visitor', async () => {
    const me = await new Client(server.url).get('/api/user')
    expect(me.status).toBe(200)
    expect(me.body).toBeNull()
  })

  it('refuses wrong credentials with 401 and the spec messages for bad input', async () => {
    const client = new Client(server.url)
    const wrong = await client.post<ApiError>('/api/login', { email: ADMIN.email, password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid email or password')
    const invalid = await client.post<ApiError>('/api/login', { email: 'nope', password: 'short' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ email: 'Invalid email address', password: 'Password must be at least 8 characters' })
  })

  it('locks an account after repeated failures', async () => {
    const host = await createHost(server)
    const client = new Client(server.url)
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.post('/api/login', { email: host.email, password: 'wrong-password' })
    }
    const locked = await client.post<ApiError>('/api/login', { email: host.email, password: host.password })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again later.')
  })

  it('logout ends the session on the server, so a copied cookie stops working', async () => {
    const client = await signInMaster(server)
    const stolen = client.clone()
    expect((await stolen.get('/api/user')).body?.email).toBe(ADMIN.email)
    const out = await client.post('/api/logout')
    expect(out.status).toBe(200)
    expect((await client.get('/api/user')).body).toBeNull()
    expect((await stolen.get('/api/user')).body).toBeNull()
    expect((await stolen.get('/api/hosts/pending')).status).toBe(401)
  })
})

describe('host self-registration', () => {
  it('creates a pending HOST, ignores role/approved in the body and does not sign in', async () => {
    const client = new Client(server.url)
    const body = hostApplication({ role: 'MASTER_ADMIN', approved: true })
    const response = await client.post('/api/register', body)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ email: body.email, role: 'HOST', approved: false })
    expect(client.cookies.size).toBe(0)
    expect((await client.get('/api/user')).body).toBeNull()
  })

  it('keeps a pending host out with a clear message, and a rejected one too', async () => {
    const application = hostApplication()
    const registered = await new Client(server.url).post('/api/register', application)
    const pending = await new Client(server.url).post<ApiError>('/api/login', {
      email: application.email,
      password: application.password,
    })
    expect(pending.status).toBe(403)
    expect(pending.body.message).toBe('Your host application is awaiting review')

    const master = await signInMaster(server)
    await master.patch(`/api/hosts/${registered.body.id}/approve`, { approved: false })
    const rejected = await new Client(server.url).post<ApiError>('/api/login', {
      email: application.email,
      password: application.password,
    })
    expect(rejected.status).toBe(403)
    expect(rejected.body.message).toBe('Your host application was not approved')
  })

  it('refuses a second account for the same email in any letter case', async () => {
    const application = hostApplication()
    expect((await new Client(server.url).post('/api/register', application)).status).toBe(201)
    const again = await new Client(server.url).post('/api/register', { ...application, email: application.email.toUpperCase() })
    expect(again.status).toBe(409)
  })

  it('validates with the spec messages', async () => {
    const client = new Client(server.url)
    const empty = await client.post<ApiError>('/api/register', {})
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      phone: 'Phone number is required',
    })
    const typedWrong = await client.post<ApiError>(
      '/api/register',
      hostApplication({ email: 'pat-at-example', phone: 'call me' }),
    )
    expect(typedWrong.body.errors).toEqual({ email: 'Invalid email address', phone: messages.phoneInvalid })
    const notUrl = await client.post<ApiError>('/api/register', hostApplication({ linkedinUrl: 'linkedin' }))
    expect(notUrl.body.errors).toEqual({ linkedinUrl: 'Must be a valid LinkedIn URL' })
    const notLinkedIn = await client.post<ApiError>('/api/register', hostApplication({ linkedinUrl: 'https://example.com/me' }))
    expect(notLinkedIn.body.errors).toEqual({ linkedinUrl: 'Must be a LinkedIn profile URL' })
  })

  it("checks phone numbers against their country's numbering plan", async () => {
    const client = new Client(server.url)
    // Long enough, but no such numbers: area codes 123 and 555 do not exist.
    for (const phone of ['123-456-7890', '555-555-5555', '0000000000']) {
      const refused = await client.post<ApiError>('/api/register', hostApplication({ phone }))
      expect({ phone, status: refused.status, errors: refused.body.errors }).toEqual({
        phone,
        status: 400,
        errors: { phone: messages.phoneInvalid },
      })
    }
    for (const phone of ['(312) 555-0142', '+44 20 7946 0958', '312.555.0142 x12']) {
      const accepted = await client.post('/api/register', hostApplication({ phone }))
      expect({ phone, status: accepted.status }).toEqual({ phone, status: 201 })
    }
  })
})

describe('password change', () => {
  it('checks the current password, then the new one works and the old one does not', async () => {
    const host = await createHost(server)
    const unauthenticated = await new Client(server.url).patch('/api/user/password', {
      currentPassword: 'x',
      newPassword: 'y'.repeat(8),
    })
    expect(unauthenticated.status).toBe(401)

    const wrong = await host.client.patch('/api/user/password', {
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-pass',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Current password is incorrect')

    const invalid = await host.client.patch<ApiError>('/api/user/password', { currentPassword: '', newPassword: 'short' })
    expect(invalid.body.errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
    })

    const changed = await host.client.patch('/api/user/password', {
      currentPassword: host.password,
      newPassword: 'brand-new-pass',
    })
    expect(changed.status).toBe(200)
    expect((await new Client(server.url).post('/api/login', { email: host.email, password: host.password })).status).toBe(401)
    await signIn(server, host.email, 'brand-new-pass')
  })
})
