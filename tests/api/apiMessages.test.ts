import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createEvent, eventBody, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { messages } from '../../contract/messages'
import { contractMessages, ruleMessages } from '../../cms/i18n/apiMessages'
import { uploadMessages } from '../../contract/uploads'
import { questionsSchema } from '../../contract/questions'

/**
 * The `/api`'s messages in the negotiated language (shared/DESIGN.md section 11): the spec's
 * English, word for word, without a preference; Spanish, French or German when asked, for
 * refusals, field errors and confirmations alike.
 */
let server: TestServer
let eventId: string | number
beforeAll(async () => {
  server = await startTestServer()
  eventId = (await createEvent(await signInMaster(server), { maxAttendees: 1 })).id
})
afterAll(() => server.stop())

describe('the catalogue of /api messages', () => {
  it('has every contract message, in the same English', () => {
    for (const [key, english] of Object.entries(messages))
      expect([key, contractMessages[key as keyof typeof contractMessages]?.message]).toEqual([key, english])
  })
})

describe('the catalogue of the rules’ own texts', () => {
  const ruleTexts = new Set(Object.values(ruleMessages).map((descriptor) => descriptor.message))
  it('has every upload refusal', () => {
    for (const english of Object.values(uploadMessages)) expect([english, ruleTexts.has(english)]).toEqual([english, true])
  })
  it('has every refusal of a host’s questions', () => {
    const wrong = [
      [{ label: '', kind: 'text' }],
      [{ label: 'Q', kind: 'nope' }],
      [{ label: 'Q', kind: 'single', options: ['only'] }],
      [{ label: 'Q', kind: 'multi', options: ['a', 'a', ' '] }],
      [{ label: 'Q', kind: 'multi', options: Array.from({ length: 21 }, (_, index) => `o${index}`) }],
      Array.from({ length: 11 }, () => ({ id: 'same', label: 'Q', kind: 'text' })),
    ]
    const said = wrong.flatMap(
      (questions) => questionsSchema.safeParse(questions).error?.issues.map((issue) => issue.message) ?? [],
    )
    expect(said.length).toBeGreaterThanOrEqual(wrong.length)
    for (const english of said) expect([english, ruleTexts.has(english)]).toEqual([english, true])
  })
})

describe('/api messages in the reader’s language', () => {
  interface Answer {
    message?: string
    errors?: Record<string, string>
  }
  const register = (headers: Record<string, string>, body: Record<string, unknown>) =>
    new Client(server.url).post<Answer>(`/api/events/${eventId}/attendees`, { ...FILLED_BY_A_PERSON, ...body }, headers)

  it('keeps the spec’s English without a preference, and with `*`', async () => {
    for (const headers of [{}, { 'Accept-Language': '*' }] as Record<string, string>[]) {
      const refused = await register(headers, { name: '', email: 'not-an-email' })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('content-language')).toBe('en')
      expect(refused.body.errors).toMatchObject({ name: messages.nameRequired, email: messages.invalidEmail })
    }
    const missing = await new Client(server.url).get<Answer>('/api/events/999999999/attendee-count')
    expect(missing.body.message).toBe('Event not found')
  })

  it('translates a refusal, its field errors and a confirmation', async () => {
    const expected = {
      es: { name: 'El nombre es obligatorio', email: 'Dirección de correo electrónico no válida', signedOut: 'Sesión cerrada' },
      fr: { name: 'Le nom est obligatoire', email: 'Adresse e-mail non valide', signedOut: 'Déconnecté' },
      de: { name: 'Bitte geben Sie Ihren Namen an', email: 'Ungültige E-Mail-Adresse', signedOut: 'Abgemeldet' },
    }
    for (const [locale, texts] of Object.entries(expected)) {
      const refused = await register({ 'Accept-Language': `${locale}-XX, en;q=0.1` }, { name: '', email: 'nope' })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('content-language')).toBe(locale)
      expect(refused.body.errors).toMatchObject({ name: texts.name, email: texts.email })
      expect(refused.body.message).not.toBe(messages.nameRequired)
      const out = await new Client(server.url).post('/api/logout', {}, { Cookie: `lang=${locale}` })
      expect(out.body).toEqual({ message: texts.signedOut })
    }
  })

  it('translates the door’s refusal of a check-in that names nobody (a tool with a token meets it)', async () => {
    const master = await signInMaster(server)
    const english = await master.post<Answer>(`/api/events/${eventId}/check-ins`, {})
    expect(english.status).toBe(400)
    expect(JSON.stringify(english.body)).toContain(messages.checkInWhom)
    const german = await master.post<Answer>(`/api/events/${eventId}/check-ins`, {}, { 'Accept-Language': 'de' })
    expect(german.status).toBe(400)
    expect(JSON.stringify(german.body)).toContain('Senden Sie token oder attendeeId')
    expect(JSON.stringify(german.body)).not.toContain(messages.checkInWhom)
  })

  it('translates a host’s question that cannot be saved', async () => {
    const master = await signInMaster(server)
    const refused = await master.post<Answer>(
      '/api/events',
      eventBody({ questions: [{ label: 'Lieblingsmaschine?', kind: 'single', options: ['Fräse'] }] }),
      { 'Accept-Language': 'de' },
    )
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Geben Sie mindestens zwei Optionen an')
    expect(JSON.stringify(refused.body)).not.toContain('Give at least two options')
  })

  it('translates a night that is full, on the path answered before Express too, and the limit of a long field', async () => {
    const first = await register({}, { name: 'Ann', email: 'ann.full@example.com', company: 'A' })
    expect(first.status).toBe(201)
    for (let attempt = 0; attempt < 2; attempt++) {
      const full = await register({ 'Accept-Language': 'de' }, { name: 'Ben', email: `ben${attempt}@example.com`, company: 'B' })
      expect(full.status).toBe(409)
      expect(full.body.message).toBe('Diese Veranstaltung ist ausgebucht')
      expect(full.headers.get('content-language')).toBe('de')
    }
    const long = await register({ 'Accept-Language': 'fr' }, { name: 'x'.repeat(500), email: 'long@example.com' })
    expect(long.status).toBe(400)
    expect(Object.values(long.body.errors ?? {})).toContain('Ce champ est trop long (200 caractères au maximum)')
  })
})
