import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, FILLED_BY_A_PERSON, signIn, signInMaster, uniqueEmail } from '../support/actors'
import { register } from '../support/nights'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { startWebhookReceiver } from '../support/webhookReceiver'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/**
 * Emails that someone else's action causes reach an account or a follower in the language they
 * last asked in (docs/translating.md): a host applies in German and the master admin, working in
 * English, approves; a follower asks in Spanish and a host in English publishes a night there; a
 * French host's webhook endpoint is turned off by the server.
 */
describe('emails caused by others, in the language the reader asked in', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  let master: Client

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    ;({ smtp, server } = await startServerWithMail({ WEBHOOKS_ALLOW_LOCAL: 'true' }))
    master = await signInMaster(server)
  })
  afterAll(async () => {
    await stopServerWithMail({ smtp, server })
    await receiver.close()
  })

  /** A host application made on a page in `language`; approved unless `approve` is false. */
  async function applied(language: string, name: string, approve = true) {
    const email = uniqueEmail(`host-${language.toLowerCase()}`)
    const password = 'host-password-1'
    const made = await new Client(server.url).post<{ id: string | number }>(
      '/api/register',
      { name, email, password, phone: '312-555-0100', ...FILLED_BY_A_PERSON },
      { 'Accept-Language': language },
    )
    expect(made.status).toBe(201)
    if (approve) expect((await master.patch(`/api/hosts/${made.body.id}/approve`, { approved: true })).status).toBe(200)
    return { id: made.body.id, email, client: approve ? await signIn(server, email, password) : null }
  }

  it('the host decision: approved in German, declined with the reviewer’s words in French', async () => {
    const greta = await applied('de-DE', 'Greta Gast')
    const approved = await smtp.waitFor((m) => m.envelopeTo.includes(greta.email) && /angenommen/.test(m.subject ?? ''))
    expect(approved.subject).toBe('Makers Pub Night: Ihre Bewerbung als Gastgeber ist angenommen')
    expect(approved.text).toContain('Hallo Greta Gast,')
    expect(approved.html).toContain('>Anmelden</a>')

    const luc = await applied('fr-CA', 'Luc Lemieux', false)
    const declined = await master.patch(`/api/hosts/${luc.id}/approve`, { approved: false, reason: 'Pas de lieu indiqué.' })
    expect(declined.status).toBe(200)
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(luc.email) && m.subject === 'Makers Pub Night : votre candidature d’hôte',
    )
    expect(mail.text).toContain('Votre candidature n’a pas été retenue pour le moment.')
    expect(mail.text).toContain('Le motif indiqué :\nPas de lieu indiqué.')
  })

  it('an announcement, to a follower who asked in Spanish, of a night a host in English published', async () => {
    const city = `Valencia ${Date.now()}`
    const follow = async (language: string) => {
      const email = uniqueEmail(`follower-${language.toLowerCase()}`)
      const asked = await new Client(server.url).post(
        '/api/subscriptions',
        { email, city, ...FILLED_BY_A_PERSON },
        { 'Accept-Language': language },
      )
      expect(asked.status).toBe(202)
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email))
      const token = new RegExp(`${server.url}/subscriptions/([A-Za-z0-9_-]{22})`).exec(mail.text ?? '')![1]
      expect((await new Client(server.url).post(`/api/subscriptions/${token}/confirm`, {})).status).toBe(200)
      return email
    }
    const ana = await follow('es-ES')
    const host = (await applied('en-US', 'Hal Host')).client!
    await createEvent(host, {
      city,
      name: 'Noche de Talleres',
      timezone: 'Europe/Madrid',
      date: '2031-07-10T17:00:00.000Z',
      endDate: '2031-07-10T20:00:00.000Z',
    })
    const one = await smtp.waitFor((m) => m.envelopeTo.includes(ana) && /Noche de Talleres/.test(m.subject ?? ''))
    expect(one.subject).toBe(`Nueva noche en ${city}: Noche de Talleres`)
    expect(one.text).toContain(`Una noche nueva en ${city}: ya puedes inscribirte.`)
    expect(one.text).toMatch(/Cuándo: jueves, 10 de julio de 2031/)
    expect(one.text).toContain('Cancelar suscripción: ')
    expect(one.html).toContain('<html lang="es">')
    // The one-click address opened by hand shows the follow page in Spanish too, on any browser.
    const unsubscribe = /^<(.+)>$/.exec(one.headers.find((line) => line.key === 'list-unsubscribe')?.value ?? '')![1]
    expect(new URL(unsubscribe).searchParams.get('lang')).toBe('es')
    const opened = await new Client(server.url).get(new URL(unsubscribe).pathname + new URL(unsubscribe).search, {
      'Accept-Language': 'en-US',
    })
    expect(opened.status).toBe(303)
    const page = await new Client(server.url).get(opened.headers.get('location')!, { 'Accept-Language': 'en-US' })
    expect(page.text).toMatch(/<html lang="es"/)
    // The provider's one-click POST to the same address still unsubscribes.
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
  })

  it('a French host’s endpoint turned off after a 410: told in French', async () => {
    const claire = await applied('fr', 'Claire Hôte')
    const made = await claire.client!.post<{ id: string | number }>('/api/webhooks', {
      url: receiver.url('/parti'),
      events: ['registration.created'],
    })
    expect(made.status).toBe(201)
    receiver.plan('/parti', { status: 410 })
    const night = await createEvent(claire.client!)
    await register(server, night.id)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(claire.email) && /webhook/.test(m.subject ?? ''))
    expect(mail.subject).toBe('Makers Pub Night : un point de terminaison webhook a été désactivé')
    expect(mail.text).toContain(
      `Nous avons désactivé votre point de terminaison webhook ${receiver.url('/parti')} : le destinataire a répondu 410 Gone.`,
    )
    expect(mail.html).toContain('>Ouvrir l’accès API</a>')
  })

  it('the master admins’ notices: one message per language, each admin’s own (English when unset)', async () => {
    const greta = uniqueEmail('master-de')
    await server.payload.create({
      collection: 'users',
      data: {
        name: 'Greta Leitung',
        email: greta,
        password: 'master-password-1',
        role: 'MASTER_ADMIN',
        approved: true,
        locale: 'de',
      },
      overrideAccess: true,
    })
    const sent = await new Client(server.url).post('/api/contact', {
      name: 'Cora Contact',
      email: 'cora.languages@example.com',
      message: 'Kann meine Firma sponsern?',
      ...FILLED_BY_A_PERSON,
    })
    expect(sent.status).toBeLessThan(300)
    const german = await smtp.waitFor((m) => m.envelopeTo.includes(greta) && /Cora Contact/.test(m.subject ?? ''))
    expect(german.envelopeTo).toEqual([greta])
    expect(german.subject).toBe('Makers Pub Night: Kontaktnachricht von Cora Contact')
    expect(german.text?.trim()).toBe('Cora Contact <cora.languages@example.com> schrieb:\n\nKann meine Firma sponsern?')
    expect(german.replyTo?.[0]?.address).toBe('cora.languages@example.com')
    const english = await smtp.waitFor((m) => m.subject === 'Makers Pub Night: contact message from Cora Contact')
    expect(english.envelopeTo).not.toContain(greta)

    const host = await applied('es', 'Hugo Huésped', false)
    const application = await smtp.waitFor((m) => m.envelopeTo.includes(greta) && /Hugo/.test(m.subject ?? ''))
    expect(application.subject).toBe('Makers Pub Night: neue Gastgeber-Bewerbung von Hugo Huésped')
    expect(application.text).toContain(`Hugo Huésped <${host.email}> hat sich als Gastgeber beworben.`)
    expect(application.text).toContain('Telefon: 312-555-0100')
    expect(application.text).toMatch(/Hier prüfen: \S+\/admin\?tab=pending-hosts&lang=de/)
  })
})
