import fs from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { templates } from '../../cms/mail/templates'
import type { Made, MailPerson } from '../../cms/mail/templates/types'
import type { EventDto } from '../../contract/types'

/**
 * Every translated email in each language: to a registrant, a follower, a host (shared/DESIGN.md section 11), rendered from its
 * stored data as the queue does: the subject and a key line per language, the page's `lang`, and
 * no sentence of the English catalogue left in a Spanish, French or German email (what is left in
 * English is what hosts wrote: the night's name, the venue, a message).
 */
const event = {
  id: 7,
  name: 'Forge Night',
  description: 'Metal, wood and beer.',
  date: '2031-07-10T16:30:00.000Z',
  endDate: '2031-07-10T20:00:00.000Z',
  timezone: 'Europe/Berlin',
  venue: 'Alte Schmiede',
  street: 'Hauptstraße 1',
  city: 'Solingen',
  state: 'NRW',
  country: 'Germany',
  coordinates: { lat: 51.17, lng: 7.08 },
} as unknown as EventDto
const person = (locale: string): MailPerson => ({ id: 3, name: 'Kim Maker', email: 'kim@example.com', locale })
const made: Made = {
  serverUrl: 'https://pubnight.example',
  manageUrl: 'https://pubnight.example/registrations/tok',
  entryCode: {
    url: 'https://pubnight.example/check-in/code',
    image: { filename: 'qr.png', content: '', contentType: 'image/png' },
  },
  invitation: null,
  cancellation: { filename: 'cancelled-event.ics', content: '', contentType: 'text/calendar' },
  walletLinks: { apple: 'https://pubnight.example/a', google: 'https://pubnight.example/g' },
  resetUrl: 'https://pubnight.example/auth/reset?token=t',
  subscriptionUrl: 'https://pubnight.example/subscriptions/s',
  unsubscribeUrl: 'https://pubnight.example/api/subscriptions/s/unsubscribe',
  feedbackUrl: 'https://pubnight.example/feedback/f',
}
const base = (locale: string) => ({ product: 'Makers Pub Night', event, person: person(locale) })
const from = {
  event: { ...event, id: 8, name: 'Lathe Night', date: '2031-01-15T17:00:00.000Z', endDate: '2031-01-15T20:00:00.000Z' },
  person: { id: 2 },
  sequence: 1,
}

/** "What changed" as the events' hook stores it (collections/Events/calendarChanges.ts). */
const timesOf = (night: { date: string; endDate: string; timezone: string }) => ({
  date: night.date,
  endDate: night.endDate,
  timezone: night.timezone,
})
const changes = [
  { field: 'name', now: 'Forge Night', was: 'Lathe Night' },
  { field: 'when', now: timesOf(event), was: timesOf(from.event) },
  { field: 'where', now: 'Alte Schmiede, Hauptstraße 1, Solingen', was: 'Werkhalle, Solingen' },
]

const follower = (locale: string) => ({ email: 'kim@example.com', city: 'Solingen', tokenSealed: 's', locale })
const account = (locale: string) => ({ name: 'Kim Maker', email: 'kim@example.com', locale })

/** Each translated email with data that shows all its lines. */
const emails = {
  registrationConfirmation: (l: string) => ({ ...base(l), sequence: 0, whoToMeet: true }),
  seatOpened: (l: string) => ({ ...base(l), sequence: 0, seatOpened: true }),
  eventChanged: (l: string) => ({ ...base(l), sequence: 1, changes }),
  eventCancelled: (l: string) => ({ ...base(l), sequence: 1 }),
  eventBackOn: (l: string) => ({ ...base(l), sequence: 2 }),
  registrationCancelled: (l: string) => ({ ...base(l), sequence: 1 }),
  attendeeRemoved: (l: string) => ({ ...base(l), sequence: 1, wasRegistered: true }),
  waitlistRemoved: (l: string) => ({ ...base(l), sequence: 1, wasRegistered: false }),
  moveConfirmation: (l: string) => ({ ...base(l), sequence: 0, from }),
  waitlistJoined: (l: string) => ({ ...base(l), position: 2 }),
  waitlistLeft: (l: string) => ({ ...base(l) }),
  waitlistNightChanged: (l: string) => ({ ...base(l), changes }),
  waitlistNightCancelled: (l: string) => ({ ...base(l) }),
  waitlistNightBackOn: (l: string) => ({ ...base(l) }),
  alreadyIn: (l: string) => ({ ...base(l), waiting: false }),
  alreadyWaiting: (l: string) => ({ ...base(l), waiting: true }),
  seatOffered: (l: string) => ({ ...base(l) }),
  reminder24h: (l: string) => ({ ...base(l), kind: '24h' }),
  reminder2h: (l: string) => ({ ...base(l), kind: '2h' }),
  morningAfter: (l: string) => ({
    ...base(l),
    swaps: [{ name: 'Ben Bolt', company: 'Bolt GmbH', email: 'ben@example.com', phone: null, url: null }],
  }),
  swapLink: (l: string) => ({ ...base(l), code: 'K7M2Q9', firstName: 'Ben' }),
  attendeeMessage: (l: string) => ({
    ...base(l),
    subject: 'Parking',
    body: 'Park behind the forge.',
    sender: 'Hana',
    test: true,
  }),
  subscriptionConfirm: (l: string) => ({ product: 'Makers Pub Night', follower: follower(l), confirmed: false }),
  subscriptionAlready: (l: string) => ({ product: 'Makers Pub Night', follower: follower(l), confirmed: true }),
  newNight: (l: string) => ({ product: 'Makers Pub Night', follower: follower(l), events: [event] }),
  newNights: (l: string) => ({ product: 'Makers Pub Night', follower: follower(l), events: [event, from.event] }),
  hostApplicationReceived: (l: string) => ({ product: 'Makers Pub Night', host: account(l), locale: l }),
  hostApplicationToAdmins: (l: string) => ({
    product: 'Makers Pub Night',
    host: { ...account('en'), phone: null, linkedinUrl: 'https://www.linkedin.com/in/kim' },
    locale: l,
  }),
  contactMessage: (l: string) => ({
    product: 'Makers Pub Night',
    message: { name: 'Kim Maker', email: 'kim@example.com', message: 'Can my company sponsor?' },
    locale: l,
  }),
  hostApproved: (l: string) => ({ product: 'Makers Pub Night', host: account(l), approved: true }),
  hostDeclined: (l: string) => ({ product: 'Makers Pub Night', host: account(l), approved: false, reason: 'No venue yet.' }),
  hostDeactivated: (l: string) => ({ product: 'Makers Pub Night', host: account(l), approved: false, deactivated: true }),
  passwordReset: (l: string) => ({ product: 'Makers Pub Night', user: account(l), resetTokenSealed: 's', locale: l }),
  webhookDisabled: (l: string) => ({
    product: 'Makers Pub Night',
    owner: account(l),
    url: 'https://hooks.example/in',
    reason: 'the receiver answered 410 Gone',
  }),
} as const
const templateOf: Record<keyof typeof emails, keyof typeof templates> = {
  registrationConfirmation: 'registrationConfirmation',
  seatOpened: 'registrationConfirmation',
  eventChanged: 'eventChanged',
  eventCancelled: 'eventCancelled',
  eventBackOn: 'eventBackOn',
  registrationCancelled: 'registrationCancelled',
  attendeeRemoved: 'attendeeRemoved',
  waitlistRemoved: 'attendeeRemoved',
  moveConfirmation: 'moveConfirmation',
  waitlistJoined: 'waitlistJoined',
  waitlistLeft: 'waitlistLeft',
  waitlistNightChanged: 'waitlistNightChanged',
  waitlistNightCancelled: 'waitlistNightCancelled',
  waitlistNightBackOn: 'waitlistNightBackOn',
  alreadyIn: 'alreadyIn',
  alreadyWaiting: 'alreadyIn',
  seatOffered: 'seatOffered',
  reminder24h: 'reminder',
  reminder2h: 'reminder',
  morningAfter: 'morningAfter',
  swapLink: 'swapLink',
  attendeeMessage: 'attendeeMessage',
  subscriptionConfirm: 'subscriptionConfirm',
  subscriptionAlready: 'subscriptionConfirm',
  newNight: 'newNights',
  newNights: 'newNights',
  hostApplicationReceived: 'hostApplicationReceived',
  hostApplicationToAdmins: 'hostApplicationToAdmins',
  contactMessage: 'contactMessage',
  hostApproved: 'hostDecision',
  hostDeclined: 'hostDecision',
  hostDeactivated: 'hostDecision',
  passwordReset: 'passwordReset',
  webhookDisabled: 'webhookDisabled',
}
const render = (name: keyof typeof emails, locale: string) =>
  (templates[templateOf[name]] as { render(data: unknown, made: Made): { subject: string; text: string; html: string } }).render(
    emails[name](locale),
    made,
  )

/** The English catalogue's email sentences, cut at their placeholders: any run of 3 words or more. */
const englishSentences = [
  ...fs.readFileSync('locales/en/server.po', 'utf8').matchAll(/msgid "(email\.[^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g),
]
  .flatMap(([, , message]) => message.replace(/\\"/g, '"').split(/\{[^}]*\}/))
  .map((fragment) => fragment.trim())
  .filter((fragment) => fragment.split(/\s+/).length >= 3)

/** Subject and a key line of each email, per language. */
const expected: Record<'es' | 'fr' | 'de', Partial<Record<keyof typeof emails, [string, string]>>> = {
  es: {
    registrationConfirmation: ['Makers Pub Night: ya estás inscrito en Forge Night', 'Hola, Kim Maker:'],
    attendeeRemoved: ['Makers Pub Night: ya no estás en la lista de Forge Night', 'Quien organiza Forge Night'],
    waitlistJoined: ['Makers Pub Night: estás en la lista de espera de Forge Night', 'Eres el número 2 de la lista de espera.'],
    waitlistNightChanged: ['Makers Pub Night: Forge Night ha cambiado', 'Sigues en la lista de espera'],
    reminder24h: [
      'Makers Pub Night: recordatorio, Forge Night empieza dentro de 24 horas',
      'Un recordatorio: Forge Night empieza dentro de 24 horas.',
    ],
    newNight: ['Nueva noche en Solingen: Forge Night', 'Cuándo: jueves, 10 de julio de 2031'],
    newNights: ['2 noches nuevas en Solingen', 'Noches nuevas en Solingen: ya puedes inscribirte.'],
    passwordReset: ['Makers Pub Night: restablece tu contraseña', 'abre este enlace en la próxima hora'],
    hostDeactivated: ['Makers Pub Night: tu cuenta de anfitrión', 'Hemos desactivado tu cuenta de anfitrión'],
  },
  fr: {
    registrationConfirmation: ['Makers Pub Night : vous êtes inscrit à Forge Night', 'Bonjour Kim Maker,'],
    attendeeRemoved: [
      'Makers Pub Night : vous n’êtes plus sur la liste de Forge Night',
      'a retiré votre inscription à la soirée',
    ],
    moveConfirmation: ['Makers Pub Night : votre inscription est passée de Lathe Night à Forge Night', 'Ce qui change :'],
    seatOffered: [
      'Makers Pub Night : une place s’est libérée pour Forge Night',
      'S’inscrire : https://pubnight.example/events/7',
    ],
    subscriptionConfirm: [
      'Makers Pub Night : confirmez les annonces de nouvelles soirées à Solingen',
      'Confirmez ici : https://pubnight.example/subscriptions/s',
    ],
    hostDeclined: ['Makers Pub Night : votre candidature d’hôte', 'Le motif indiqué :\nNo venue yet.'],
    hostDeactivated: ['Makers Pub Night : votre compte d’hôte', 'Votre compte d’hôte a été désactivé'],
  },
  de: {
    registrationConfirmation: [
      'Makers Pub Night: Sie sind für Forge Night angemeldet',
      'Wann: Donnerstag, 10. Juli 2031, 18:30–22:00 Uhr MESZ',
    ],
    attendeeRemoved: ['Makers Pub Night: Sie stehen nicht mehr auf der Liste für Forge Night', 'Der Gastgeber von Forge Night'],
    eventCancelled: ['Makers Pub Night: Forge Night fällt aus', 'Wir bedauern die Planänderung.'],
    eventBackOn: ['Makers Pub Night: Forge Night findet doch statt', 'trägt den Termin wieder in Ihren Kalender ein.'],
    waitlistNightBackOn: ['Makers Pub Night: Forge Night findet doch statt', 'Sie stehen wieder auf der Warteliste'],
    waitlistNightCancelled: ['Makers Pub Night: Forge Night fällt aus', 'die Warteliste ist damit geschlossen'],
    reminder2h: [
      'Makers Pub Night: Erinnerung, Forge Night beginnt in 2 Stunden',
      'Zur Erinnerung: Forge Night beginnt in 2 Stunden.',
    ],
    morningAfter: ['Wie war Forge Night?', '5 (super): https://pubnight.example/feedback/f?rating=5'],
    swapLink: ['Makers Pub Night: Ihr Link zum Kontakttausch mit Ben', 'Kontakte mit Ben tauschen: https://'],
    attendeeMessage: ['[Test] Forge Night: Parking', 'Hana, für Forge Night (Donnerstag, 10. Juli 2031, 18:30–22:00 Uhr MESZ)'],
    newNights: ['2 neue Abende in Solingen', 'Neue Abende in Solingen: Die Anmeldung ist offen.'],
    hostApproved: ['Makers Pub Night: Ihre Bewerbung als Gastgeber ist angenommen', 'Melden Sie sich an'],
    hostDeactivated: ['Makers Pub Night: Ihr Gastgeber-Konto', 'Ihr Gastgeber-Konto wurde deaktiviert.'],
    webhookDisabled: [
      'Makers Pub Night: Ein Webhook-Endpunkt wurde deaktiviert',
      'Wir haben Ihren Webhook-Endpunkt https://hooks.example/in deaktiviert: der Empfänger antwortete mit 410 Gone.',
    ],
  },
}

describe('emails in the registrant’s language', () => {
  it('keeps the master admins’ English notices as they were', () => {
    expect(render('hostApplicationToAdmins', 'en').text).toBe(
      'Kim Maker <kim@example.com> applied to host.\nPhone: not given\nLinkedIn: https://www.linkedin.com/in/kim\n\nReview it: https://pubnight.example/admin?tab=pending-hosts',
    )
    expect(render('contactMessage', 'en').text).toBe('Kim Maker <kim@example.com> wrote:\n\nCan my company sponsor?')
    expect(render('contactMessage', 'en').subject).toBe('Makers Pub Night: contact message from Kim Maker')
  })

  it('keeps English as it was for a row without a language', () => {
    const mail = render('registrationConfirmation', '')
    expect(mail.subject).toBe("Makers Pub Night: you're registered for Forge Night")
    expect(mail.text).toContain('When: Thursday, July 10, 2031 6:30 PM - 10:00 PM GMT+2')
    expect(mail.html).toContain('<html lang="en">')
  })

  it('sets a label and its link apart with the language’s own punctuation: a space before the French colon', () => {
    const linesOf = (name: keyof typeof emails, locale: string) => render(name, locale).text.split('\n')
    expect(linesOf('registrationConfirmation', 'en')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Add to Google Calendar: https:\/\//),
        'Event page: https://pubnight.example/events/7',
      ]),
    )
    const french = linesOf('registrationConfirmation', 'fr')
    expect(french).toEqual(expect.arrayContaining([expect.stringMatching(/^Ajouter à Google Agenda : https:\/\//)]))
    expect(french.filter((line) => /\S: /.test(line) && !/https?:\/\/\S*: /.test(line))).toEqual([])
    expect(linesOf('morningAfter', 'fr')).toEqual(expect.arrayContaining([expect.stringMatching(/^5 \(.+\) : https:\/\//)]))
    expect(linesOf('registrationConfirmation', 'de')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\S.*: https:\/\//)]),
    )
  })

  it('writes "What changed" in the reader’s language, the times in the night’s zone; a line stored as English stays', () => {
    const lines = (locale: string) => render('eventChanged', locale).text.split('\n')
    expect(lines('de')).toEqual(
      expect.arrayContaining([
        'Name: Forge Night (vorher: Lathe Night)',
        'Wann: Donnerstag, 10. Juli 2031, 18:30–22:00 Uhr MESZ (vorher: Mittwoch, 15. Januar 2031, 18:00–21:00 Uhr MEZ)',
        'Wo: Alte Schmiede, Hauptstraße 1, Solingen (vorher: Werkhalle, Solingen)',
      ]),
    )
    expect(lines('es')).toEqual(
      expect.arrayContaining(['Dónde: Alte Schmiede, Hauptstraße 1, Solingen (antes: Werkhalle, Solingen)']),
    )
    expect(lines('en')).toEqual(
      expect.arrayContaining([
        'Name: Forge Night (was Lathe Night)',
        'When: Thursday, July 10, 2031 6:30 PM - 10:00 PM GMT+2 (was Wednesday, January 15, 2031 6:00 PM - 9:00 PM GMT+1)',
        'Where: Alte Schmiede, Hauptstraße 1, Solingen (was Werkhalle, Solingen)',
      ]),
    )
    const stored = templates.eventChanged.render(
      { ...base('de'), sequence: 1, changes: ['Name: Forge Night (was Lathe Night)'] },
      made,
    )
    expect(stored.text).toContain('\nName: Forge Night (was Lathe Night)\n')
  })

  it.each([
    ['en', 'Manage your registration', ' (change your details or cancel)', 'Your registration'],
    ['es', 'Gestionar tu inscripción', ' (cambia tus datos o cancela)', 'Tu inscripción'],
    ['fr', 'Gérer votre inscription', ' (modifier vos informations ou annuler)', 'Votre inscription'],
    ['de', 'Anmeldung verwalten', ' (Angaben ändern oder absagen)', 'Ihre Anmeldung'],
  ])('writes the manage link and what it is for as one sentence of the catalogue, %s', (locale, label, after, already) => {
    const anchor = (text: string) =>
      new RegExp(`<a href="https://pubnight\\.example/registrations/[^"]+" style="[^"]+">${text}</a>`)
    for (const name of ['registrationConfirmation', 'attendeeMessage', 'reminder24h'] as const) {
      const paragraph = /<p[^>]*>(<a href="https:\/\/pubnight\.example\/registrations\/[^<]*<\/a>[^<]*)<\/p>/.exec(
        render(name, locale).html,
      )
      expect([name, paragraph?.[1]]).toEqual([name, expect.stringMatching(anchor(label))])
      expect([name, paragraph?.[1].endsWith(`</a>${after.replace(/'/g, '&#39;')}`)]).toEqual([name, true])
    }
    expect(render('alreadyIn', locale).html).toMatch(anchor(already))
    // The markup is the catalogue's, never the reader's.
    for (const name of Object.keys(emails) as (keyof typeof emails)[])
      expect([name, render(name, locale).html]).not.toEqual([name, expect.stringMatching(/&lt;\/?0&gt;|<\/?0>/)])
  })

  /** Every address of the site an email shows, in its text and its links (`&amp;` read back). */
  const siteLinks = (mail: { text: string; html: string }) =>
    [...`${mail.text}\n${mail.html.replace(/&amp;/g, '&')}`.matchAll(/https:\/\/pubnight\.example[^\s"<>]*/g)].map(([url]) => url)
  /** What the reader does not open as a page: the door's entry code, the wallet passes, files from /api. */
  const notAPage = (url: string) => /\/(check-in\/|[ag]$|api\/)/.test(new URL(url).pathname)

  it.each(['es', 'fr', 'de'])('links every page it names in the reader’s language, %s (decision 500)', (locale) => {
    let pages = 0
    for (const name of Object.keys(emails) as (keyof typeof emails)[]) {
      const links = siteLinks(render(name, locale))
      for (const url of links.filter((link) => !notAPage(link))) {
        pages++
        expect([name, new URL(url).searchParams.get('lang')]).toEqual([name, locale])
      }
      for (const url of links.filter(notAPage)) expect([name, url]).toEqual([name, expect.not.stringContaining('lang=')])
      for (const url of siteLinks(render(name, 'en'))) expect([name, url]).toEqual([name, expect.not.stringContaining('lang=')])
    }
    // The manage, event, reset, follow, feedback, swap and dashboard pages of the emails above.
    expect(pages).toBeGreaterThan(40)
  })

  /** The paragraph of an email's HTML that holds a link to `page`. */
  const paragraphLinking = (html: string, page: string) =>
    html
      .split('\n')
      .find((line) => line.startsWith('<p') && line.includes(`href="${page}`))
      ?.replace(/^<p[^>]*>|<\/p>$/g, '')
      .replace(/ style="[^"]*"/g, '')
      .replace(/href="[^"]*"/g, 'href')

  it.each([
    [
      'en',
      [
        '<strong><a href>See who to meet</a></strong>: your suggestions and your code to swap contacts.',
        'They stay on <a href>your registration&#39;s page</a>.',
        '<a href>Choose a new password</a> (the link works once, within one hour).',
        '<a href>Unsubscribe</a> if you no longer want these emails.',
        'You get this because kim@example.com follows Solingen. <a href>Unsubscribe</a>',
      ],
    ],
    [
      'fr',
      [
        '<strong><a href>Voir qui rencontrer</a></strong> : vos suggestions et votre code pour échanger vos coordonnées.',
        'Elles restent sur <a href>la page de votre inscription</a>.',
        '<a href>Choisir un nouveau mot de passe</a> (le lien ne fonctionne qu’une fois, pendant une heure).',
        '<a href>Se désabonner</a> si vous ne souhaitez plus recevoir ces e-mails.',
        'Vous recevez cet e-mail parce que kim@example.com suit Solingen. <a href>Se désabonner</a>',
      ],
    ],
    [
      'de',
      [
        '<strong><a href>Sehen, wen Sie treffen sollten</a></strong>: Ihre Vorschläge und Ihr Code zum Austausch von Kontakten.',
        'Sie bleiben auf <a href>der Seite Ihrer Anmeldung</a>.',
        '<a href>Neues Passwort wählen</a> (der Link funktioniert nur einmal und eine Stunde lang).',
        '<a href>Abbestellen</a>, wenn Sie diese E-Mails nicht mehr erhalten möchten.',
        'Sie erhalten diese E-Mail, weil kim@example.com Solingen folgt. <a href>Abbestellen</a>',
      ],
    ],
  ])('writes each link inside one sentence of the catalogue, never a sentence glued to its link, %s', (locale, sentences) => {
    const linked: [keyof typeof emails, string][] = [
      ['registrationConfirmation', `${made.manageUrl}`],
      ['morningAfter', `${made.manageUrl}`],
      ['passwordReset', made.resetUrl!],
      ['subscriptionAlready', made.subscriptionUrl!],
      ['newNights', made.subscriptionUrl!],
    ]
    const found = linked.map(([name, page], i) =>
      // The confirmation's "See who to meet" is the manage link opened at its section.
      paragraphLinking(render(name, locale).html, i === 0 ? `${page}${locale === 'en' ? '' : `?lang=${locale}`}#` : page),
    )
    expect(found).toEqual(sentences)
  })

  it('sets a host’s subject and a suggestion’s line apart with the language’s own punctuation', () => {
    const message = (locale: string) => templates.attendeeMessage.subject({ ...emails.attendeeMessage(locale), test: false })
    expect(message('en')).toBe('Forge Night: Parking')
    expect(message('fr')).toBe('Forge Night : Parking')
    expect(message('de')).toBe('Forge Night: Parking')
    const lookFor = [
      { firstName: 'Dan', company: 'Diaz Sheet Metal', line: 'Ask me about lasers', reasons: [] },
      {
        firstName: 'Eve',
        company: 'Eve Plastics',
        line: '',
        reasons: [
          { tag: 'sheet metal', direction: 'theyOffer' as const },
          { tag: 'welding', direction: 'theyOffer' as const },
        ],
      },
    ]
    const reminder = (locale: string) =>
      templates.reminder.render({ ...base(locale), kind: '24h', lookFor, lookForWhen: 'tomorrow' } as never, made)
    expect(reminder('en').text).toContain('2 people to look for tomorrow:\n- Dan (Diaz Sheet Metal) "Ask me about lasers"')
    expect(reminder('en').html).toContain('<strong>Dan (Diaz Sheet Metal)</strong>: Ask me about lasers<br>')
    const french = reminder('fr')
    expect(french.text).toMatch(/ :\n- Dan \(Diaz Sheet Metal\) « Ask me about lasers »/)
    expect(french.html).toContain('<strong>Dan (Diaz Sheet Metal)</strong> : Ask me about lasers<br>')
    // Two things offered are "les" in French, one is "le".
    expect(french.text).toContain('Eve les propose.')
    expect(reminder('de').text).toContain('„Ask me about lasers“')
    expect(reminder('es').text).toContain('«Ask me about lasers»')
  })

  for (const locale of ['es', 'fr', 'de'] as const)
    describe(locale, () => {
      for (const name of Object.keys(emails) as (keyof typeof emails)[])
        it(`${name}: in ${locale}, no English sentence of ours left`, () => {
          const mail = render(name, locale)
          const english = render(name, 'en')
          // A host's message keeps the host's subject; only its test mark is ours ("[Test]" in German too).
          if (name !== 'attendeeMessage') expect(mail.subject).not.toBe(english.subject)
          expect(mail.text).not.toBe(english.text)
          expect(mail.html).toContain(`<html lang="${locale}">`)
          const check = expected[locale][name]
          if (check) {
            expect(mail.subject).toBe(check[0])
            expect(mail.text).toContain(check[1])
          }
          for (const sentence of englishSentences) {
            expect([sentence, mail.text.includes(sentence)]).toEqual([sentence, false])
            expect([sentence, mail.html.includes(sentence)]).toEqual([sentence, false])
          }
        })
    })
})
