import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { bearer } from '../support/bearer'
import type { ApiError } from '../../contract/types'
import type { TokenCreatedDto } from '../../contract/tokens'
import type { WebhookDto } from '../../contract/webhooks'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

const SENT = "If an account exists for that email, we've sent a link to reset your password. It works for one hour."
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.'

describe('forgot password by email (rate limits on)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let host: Awaited<ReturnType<typeof createHost>>

  beforeAll(async () => {
    ;({ smtp, server } = await startServerWithMail({ RATE_LIMITS: 'on', WEBHOOKS_ALLOW_LOCAL: 'true' }))
    host = await createHost(server, { name: 'Rita Reset' })
  })
  afterAll(() => stopServerWithMail({ smtp, server }))

  const ask = (email: string) => new Client(server.url).post('/api/auth/forgot-password', { email })
  /** The token of the newest reset email to an address, read from its link. */
  const tokenFor = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /reset your password/.test(m.subject ?? ''))
    const link = /(https?:\/\/\S+\/auth\/reset\?token=[^\s"<]+)/.exec(mail.text ?? '')![1]
    expect(mail.html).toContain('/auth/reset?token=')
    return new URL(link).searchParams.get('token')!
  }

  it('answers the same for a known and an unknown address, and validates the address', async () => {
    const known = await ask(host.email)
    const unknown = await ask('nobody.at.all@example.com')
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.body).toEqual({ message: SENT })
    expect(unknown.body).toEqual(known.body)
    expect((await ask('not-an-email')).status).toBe(400)
  })

  it("emails a link whose token resets the password once, with the password change's rule, and gives no session", async () => {
    // An API token made by a session the reset is meant to end (a stolen one, say): revoked with it.
    const made = await host.client.post<TokenCreatedDto>('/api/tokens', {
      name: 'Made before the reset',
      scopes: ['events:read'],
    })
    expect(made.status).toBe(201)
    expect((await bearer(server.url, made.body.token, 'GET', '/api/user')).status).toBe(200)
    // So is a webhook endpoint: it would keep sending the nights' registrants on after the reset.
    const hook = { url: 'http://127.0.0.1:9/in', events: ['registration.created'] }
    expect((await host.client.post('/api/webhooks', hook)).status).toBe(201)
    const token = await tokenFor(host.email)
    const reset = (password: string, value = token) =>
      new Client(server.url).post<ApiError>('/api/auth/reset-password', { token: value, password })
    const short = await reset('short')
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual({ password: 'New password must be at least 8 characters' })
    expect((await reset('brand-new-pass-1', 'not-the-token')).body).toMatchObject({ message: INVALID })

    const done = await reset('brand-new-pass-1')
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ message: 'Your password has been reset. You can now sign in.' })
    expect(done.headers.getSetCookie()).toEqual([])

    const again = await reset('another-pass-2')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(INVALID)

    expect((await new Client(server.url).post('/api/login', { email: host.email, password: host.password })).status).toBe(401)
    expect((await new Client(server.url).post('/api/login', { email: host.email, password: 'brand-new-pass-1' })).status).toBe(
      200,
    )
    // The old session ended with the reset: a stolen cookie is worthless afterwards, and so is its token.
    expect((await host.client.get('/api/user')).body).toBeNull()
    expect((await bearer(server.url, made.body.token, 'GET', '/api/user')).status).toBe(401)
    const owner = new Client(server.url)
    expect((await owner.post('/api/login', { email: host.email, password: 'brand-new-pass-1' })).status).toBe(200)
    expect((await owner.get<WebhookDto[]>('/api/webhooks')).body).toEqual([
      expect.objectContaining({
        url: hook.url,
        enabled: false,
        disabledReason: 'turned off by a password reset: turn it back on if it is yours',
      }),
    ])
  })

  it('gives a pending host no session and leaves their password as it was', async () => {
    const applicant = await createHost(server, { approve: false, name: 'Paula Pending' })
    await ask(applicant.email)
    const token = await tokenFor(applicant.email)
    const reset = await new Client(server.url).post('/api/auth/reset-password', { token, password: 'pending-pass-1' })
    expect(reset.status).toBe(403)
    expect(reset.body.message).toBe('Your host application is awaiting review')
    expect(reset.headers.getSetCookie()).toEqual([])
    // The reset was undone: the new password is wrong (401), the old one is right but still pending (403).
    expect((await new Client(server.url).post('/api/login', { email: applicant.email, password: 'pending-pass-1' })).status).toBe(
      401,
    )
    const old = await new Client(server.url).post('/api/login', { email: applicant.email, password: applicant.password })
    expect(old.status).toBe(403)
    expect(old.headers.getSetCookie().filter((cookie) => !/=;|expires=Thu, 01 Jan 1970/i.test(cookie))).toEqual([])
  })

  it('limits requests per address to 3 an hour (429 after)', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await ask('flooded.inbox@example.com')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('from the CMS sign-in screen, answers and writes in the editor’s language, the link too', async () => {
    const editor = await createHost(server, { name: 'Éloïse Éditrice' })
    const asked = await new Client(server.url).post<{ message: string }>(
      '/cms/api/users/forgot-password',
      { email: editor.email },
      { 'Accept-Language': 'fr-FR' },
    )
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(
      'Si un compte existe pour cette adresse, nous vous avons envoyé un lien pour réinitialiser votre mot de passe. Il reste valable une heure.',
    )
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(editor.email) && /mot de passe/.test(m.subject ?? ''))
    expect(mail.subject).toBe('Makers Pub Night : réinitialisez votre mot de passe')
    expect(mail.text).toMatch(/\/auth\/reset\?token=\S+&lang=fr/)
  })
})
