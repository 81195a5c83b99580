import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { ADMIN, startTestServer, type TestServer } from '../support/testServer'

/**
 * The CMS admin's calls to Payload's REST (/cms/api) answer our own refusals in the editor's
 * language, as its pages speak it (cms/http/cmsApiLanguage.ts): the contract's rules that the
 * collections check, and the gate's refusals. English stays the spec's words.
 */
let server: TestServer
let master: Client
beforeAll(async () => {
  server = await startTestServer()
  master = new Client(server.url)
  expect((await master.post('/cms/api/users/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
})
afterAll(() => server.stop())

type PayloadErrors = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
const fieldMessages = (body: PayloadErrors) =>
  body.errors.flatMap((error) => error.data?.errors ?? []).map(({ message }) => message)

describe('/cms/api in the editor’s language', () => {
  it('says a broken rule of ours under its field in the site’s language, English without a preference', async () => {
    const faq = { question: '', answer: 'Bring your own mug.' }
    const english = await master.post<PayloadErrors>('/cms/api/faqs', faq)
    expect(english.status).toBe(400)
    expect(fieldMessages(english.body)).toEqual([messages.questionRequired])
    expect(english.body.errors[0].message).toBe('The following field is invalid: Question')

    const spanish = await master.post<PayloadErrors>('/cms/api/faqs', faq, { 'Accept-Language': 'es-ES' })
    expect(spanish.status).toBe(400)
    expect(fieldMessages(spanish.body)).toEqual(['La pregunta es obligatoria'])
    // Payload's own summary above it is in the same language, naming the field by its Spanish label.
    expect(spanish.body.errors[0].message).toBe('El siguiente campo es inválido: Pregunta')
  })

  it('follows the editor’s own pick in their account (Payload’s language cookie) over the site’s', async () => {
    const picked = new Client(server.url)
    picked.cookies = new Map(master.cookies)
    picked.cookies.set('payload-lng', 'de')
    const answer = await picked.post<PayloadErrors>(
      '/cms/api/faqs',
      { question: 'Parking?', answer: '' },
      { 'Accept-Language': 'es' },
    )
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.body)).toEqual(['Bitte geben Sie eine Antwort ein'])
  })

  it('refuses someone not signed in in their language', async () => {
    const refused = await new Client(server.url).get<PayloadErrors>('/cms/api/faqs', { 'Accept-Language': 'fr-CA' })
    expect(refused.status).toBe(401)
    expect(refused.body.errors[0].message).toBe('Vous devez être connecté')
    expect((await new Client(server.url).get<PayloadErrors>('/cms/api/faqs')).body.errors[0].message).toBe(messages.notSignedIn)
  })

  it('says the collections’ own team and account rules in the editor’s language', async () => {
    const me = (await master.get<{ user: { id: string | number } }>('/cms/api/users/me')).body.user
    const night = await master.post<{ doc: { id: string | number } }>('/cms/api/events', {
      name: 'Team Night',
      date: '2031-03-01T18:00:00.000Z',
      endDate: '2031-03-01T21:00:00.000Z',
      timezone: 'America/Chicago',
      venue: 'The Test Tap',
      street: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      hostId: me.id,
    })
    expect(night.status).toBe(201)
    const ownerAsCohost = { cohosts: [me.id] }
    const english = await master.patch<PayloadErrors>(`/cms/api/events/${night.body.doc.id}`, ownerAsCohost)
    expect([english.status, english.body.errors[0].message]).toEqual([400, "The event's owner is already on its team"])
    const german = await master.patch<PayloadErrors>(`/cms/api/events/${night.body.doc.id}`, ownerAsCohost, {
      'Accept-Language': 'de',
    })
    expect([german.status, german.body.errors[0].message]).toEqual([
      400,
      'Der Gastgeber der Veranstaltung gehört bereits zu ihrem Team',
    ])
    const password = await master.patch<PayloadErrors>(
      `/cms/api/users/${me.id}`,
      { password: 'another-password-1' },
      {
        'Accept-Language': 'fr',
      },
    )
    expect(password.status).toBe(403)
    expect(password.body.errors[0].message).toBe(
      'Changez votre mot de passe ou votre e-mail depuis le tableau de bord, avec votre mot de passe actuel.',
    )
  })

  it('keeps a master admin: the last one cannot take the role from themselves; one of two can be', async () => {
    const me = (await master.get<{ user: { id: string | number } }>('/cms/api/users/me')).body.user
    const demoted = await master.patch<PayloadErrors>(`/cms/api/users/${me.id}`, { role: 'HOST' })
    expect([demoted.status, demoted.body.errors[0].message]).toEqual([409, messages.lastMasterAdmin])
    const german = await master.patch<PayloadErrors>(`/cms/api/users/${me.id}`, { role: 'HOST' }, { 'Accept-Language': 'de' })
    expect(german.body.errors[0].message).toBe(
      'Die Website braucht einen Hauptadministrator: Machen Sie zuerst ein anderes Konto zum Hauptadministrator',
    )
    expect((await server.payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).role).toBe('MASTER_ADMIN')
    const second = await server.payload.create({
      collection: 'users',
      data: {
        name: 'Second Master',
        email: 'second.master@example.com',
        password: 'master-password-2',
        role: 'MASTER_ADMIN',
      },
      overrideAccess: true,
    })
    expect((await master.patch(`/cms/api/users/${second.id}`, { role: 'HOST' })).status).toBe(200)
    // Made in the CMS without an approval a master never needed: a host now, not a new application.
    const stored = await server.payload.findByID({ collection: 'users', id: second.id, overrideAccess: true })
    expect([stored.role, stored.approved, stored.rejected]).toEqual(['HOST', true, false])
    const signedIn = await new Client(server.url).post('/api/login', {
      email: 'second.master@example.com',
      password: 'master-password-2',
    })
    expect(signedIn.status).toBe(200)
  })

  it('files an active host turned off in the CMS under rejected, not as a new application', async () => {
    const host = await server.payload.create({
      collection: 'users',
      data: { name: 'Active Andy', email: 'active.andy@example.com', password: 'host-password-1', role: 'HOST', approved: true },
      overrideAccess: true,
    })
    expect((await master.patch(`/cms/api/users/${host.id}`, { approved: false })).status).toBe(200)
    const stored = await server.payload.findByID({ collection: 'users', id: host.id, overrideAccess: true })
    expect([stored.approved, stored.rejected]).toEqual([false, true])
    const pending = await master.get<{ id: string | number }[]>('/api/hosts/pending')
    expect(pending.body.map((row) => String(row.id))).not.toContain(String(host.id))
  })

  it('lets a master admin choose the language of a person’s emails (en, es, fr or de), their own too', async () => {
    const me = (await master.get<{ user: { id: string | number } }>('/cms/api/users/me')).body.user
    const chosen = await master.patch<{ doc: { locale: string } }>(`/cms/api/users/${me.id}`, { locale: 'de' })
    expect(chosen.status).toBe(200)
    expect(chosen.body.doc.locale).toBe('de')
    const refused = await master.patch<PayloadErrors>(`/cms/api/users/${me.id}`, { locale: 'pt' }, { 'Accept-Language': 'es' })
    expect(refused.status).toBe(400)
    expect(fieldMessages(refused.body)).toEqual(['Elige en, es, fr o de'])
    expect((await server.payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).locale).toBe('de')
  })
})
