import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createHost, FILLED_BY_A_PERSON, uniqueEmail } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/**
 * The emails that answer a person's own request are written in that request's language
 * (docs/translating.md): following a city, applying to host, asking for a password reset. The
 * page's requests carry its language (`Accept-Language`, the `lang` cookie or `?lang=`); one with
 * no preference gets the English these emails always had.
 */
describe('emails that answer a request, in its language', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let host: Awaited<ReturnType<typeof createHost>>

  beforeAll(async () => {
    ;({ smtp, server } = await startServerWithMail())
    host = await createHost(server, { name: 'Rosa Reset' })
  })
  afterAll(() => stopServerWithMail({ smtp, server }))

  const mailTo = (email: string, subject: RegExp) =>
    smtp.waitFor((m) => m.envelopeTo.includes(email) && subject.test(m.subject ?? ''))

  const FOLLOW = {
    en: {
      subject: 'Makers Pub Night: confirm new nights in Lyon',
      asks: 'Someone, hopefully you, asked us to email {email} when a new night in Lyon is announced.',
      again: 'Makers Pub Night: you already follow Lyon',
    },
    es: {
      subject: 'Makers Pub Night: confirma los avisos de nuevas noches en Lyon',
      asks: 'Alguien, esperamos que tú, nos pidió escribir a {email} cuando se anuncie una nueva noche en Lyon.',
      again: 'Makers Pub Night: ya sigues Lyon',
    },
    fr: {
      subject: 'Makers Pub Night : confirmez les annonces de nouvelles soirées à Lyon',
      asks: 'Quelqu’un, vous sans doute, nous a demandé d’écrire à {email} quand une nouvelle soirée sera annoncée à Lyon.',
      again: 'Makers Pub Night : vous suivez déjà Lyon',
    },
    de: {
      subject: 'Makers Pub Night: Neue Abende in Lyon bestätigen',
      asks: 'Jemand, hoffentlich Sie, hat uns gebeten, {email} zu schreiben, sobald ein neuer Abend in Lyon angekündigt wird.',
      again: 'Makers Pub Night: Sie folgen Lyon bereits',
    },
  }

  it.each(Object.entries(FOLLOW))(
    'follow a city (%s): the confirmation, and "you already follow" after it',
    async (language, words) => {
      const email = uniqueEmail(`follow-${language}`)
      const headers: Record<string, string> = language === 'en' ? {} : { 'Accept-Language': `${language};q=0.9, en;q=0.4` }
      const follow = () =>
        new Client(server.url).post('/api/subscriptions', { email, city: 'Lyon', ...FILLED_BY_A_PERSON }, headers)
      expect((await follow()).status).toBe(202)
      const mail = await mailTo(email, /Lyon/)
      expect(mail.subject).toBe(words.subject)
      expect(mail.text).toContain(words.asks.replace('{email}', email))
      expect(mail.html).toContain(`<html lang="${language}">`)
      // Confirmed, then asked again: the answer is in the language of the second request.
      const token = new RegExp(`${server.url}/subscriptions/([A-Za-z0-9_-]{22})`).exec(mail.text ?? '')![1]
      expect((await new Client(server.url).post(`/api/subscriptions/${token}/confirm`, {})).status).toBe(200)
      expect((await follow()).status).toBe(202)
      expect((await mailTo(email, new RegExp(words.again.split(': ').at(-1)!))).subject).toBe(words.again)
    },
  )

  const RESET = {
    en: ['Makers Pub Night: reset your password', 'Choose a new password', 'Hi Rosa Reset,'],
    es: ['Makers Pub Night: restablece tu contraseña', 'Elige una contraseña nueva', 'Hola, Rosa Reset:'],
    fr: ['Makers Pub Night : réinitialisez votre mot de passe', 'Choisir un nouveau mot de passe', 'Bonjour Rosa Reset,'],
    de: ['Makers Pub Night: Passwort zurücksetzen', 'Neues Passwort wählen', 'Hallo Rosa Reset,'],
  }

  it.each(Object.entries(RESET))('password reset (%s), asked with ?lang=', async (language, [subject, label, greeting]) => {
    const asked = await new Client(server.url).post(`/api/auth/forgot-password${language === 'en' ? '' : `?lang=${language}`}`, {
      email: host.email,
    })
    expect(asked.status).toBe(200)
    const mail = await mailTo(host.email, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    expect(mail.text).toContain(greeting)
    expect(mail.html).toContain(`>${label}</a>`)
    expect(mail.text).toMatch(/\/auth\/reset\?token=/)
  })

  const APPLIED = {
    en: 'Makers Pub Night: we received your host application',
    es: 'Makers Pub Night: hemos recibido tu solicitud para ser anfitrión',
    fr: 'Makers Pub Night : nous avons bien reçu votre candidature pour organiser',
    de: 'Makers Pub Night: Ihre Bewerbung als Gastgeber ist eingegangen',
  }

  it.each(Object.entries(APPLIED))(
    'host application (%s): the applicant is answered in it, the master admins in English',
    async (language, subject) => {
      const email = uniqueEmail(`apply-${language}`)
      const applied = await new Client(server.url).post(
        '/api/register',
        { name: 'Ilse Idee', email, password: 'host-password-1', phone: '312-555-0100', ...FILLED_BY_A_PERSON },
        language === 'en' ? {} : { Cookie: `lang=${language}` },
      )
      expect(applied.status).toBe(201)
      expect((await mailTo(email, /./)).subject).toBe(subject)
      const admins = await smtp.waitFor(
        (m) => !m.envelopeTo.includes(email) && (m.text ?? '').includes(`<${email}> applied to host`),
      )
      expect(admins.subject).toBe('Makers Pub Night: new host application from Ilse Idee')
    },
  )
})
