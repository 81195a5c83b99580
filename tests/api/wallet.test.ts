import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash, X509Certificate } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { jwtVerify } from 'jose'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { register } from '../support/nights'
import { entryUrlOfMail } from '../support/entryQr'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { makeWalletCredentials, type WalletCredentials } from '../support/walletCredentials'
import { hideNavigatorFromForge } from '../support/forgeInJest'
import { unzip } from '../support/zip'
import type { startSmtpServer } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { ManagedRegistrationDto } from '../../contract/registrations'
import type { ApiError } from '../../contract/types'

/** The parts of pass.json and of the save link's payload the tests read. */
interface PassField {
  key: string
  value: string
}
type PassRow = 'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields'
interface PassJson {
  barcodes: { format: string; message: string }[]
  relevantDate: string
  locations?: { latitude: number; longitude: number }[]
  eventTicket: Record<PassRow, PassField[]>
}
interface SaveLinkPayload {
  eventTicketClasses: ({ id: string } & Record<string, unknown>)[]
  eventTicketObjects: ({ id: string; locations?: unknown } & Record<string, unknown>)[]
}

/**
 * Wallet passes over real HTTP (docs/api.md, "Wallet passes"), with credentials made for the
 * run (tests/support/walletCredentials.ts): the .pkpass unzipped and its signature verified by
 * `openssl cms -verify` against the test's root, every manifest hash checked, its QR code the
 * one the confirmation email's QR image holds; the Google save link's JWT verified with the
 * test's public key; 409 and 404 with their messages; the buttons only when set up.
 */
let credentials: WalletCredentials
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
let work: string
const anonymous = () => new Client(server.url)

/** A night whose local time and place the passes must say: 5:30 PM MDT in Denver. */
const night = {
  name: 'Wallet Night',
  date: '2031-07-09T23:30:00.000Z',
  endDate: '2031-07-10T02:00:00.000Z',
  timezone: 'America/Denver',
  venue: 'The Foundry Tap',
  street: '12 Mill St',
  city: 'Denver',
  state: 'CO',
  country: 'USA',
  coordinates: { lat: 39.7392, lng: -104.9903 },
}

beforeAll(async () => {
  hideNavigatorFromForge()
  credentials = makeWalletCredentials()
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-pass-'))
  // Rate limits on, as in production: the wallet routes have their own (the last test).
  ;({ smtp, server } = await startServerWithMail({ ...credentials.env, RATE_LIMITS: 'on' }))
  owner = await createHost(server)
})
afterAll(async () => {
  await stopServerWithMail({ smtp, server })
  credentials.remove()
  fs.rmSync(work, { recursive: true, force: true })
})

const confirmationTo = (email: string) =>
  smtp.waitFor((mail) => mail.envelopeTo.includes(email) && /you're registered/.test(mail.subject ?? ''))

/** Runs openssl; its exit status and what it said. */
function openssl(...args: string[]) {
  const run = spawnSync('openssl', args, { cwd: work, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** The pass a manage token downloads, unzipped, with its pass.json read. */
async function downloadPass(token: string) {
  const answer = await anonymous().bytes(`/api/registrations/${token}/wallet.pkpass`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  const files = unzip(Buffer.from(answer.bytes))
  const disposition = answer.headers.get('content-disposition')
  return { files, pass: JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson, disposition }
}

/** The JWT of a save link, verified with the test's public key as Google would. */
async function saveLinkJwt(token: string) {
  const answer = await anonymous().get(`/api/registrations/${token}/wallet/google`)
  expect(answer.status).toBe(302)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  const jwt = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
    answer.headers.get('location') ?? '',
  )?.[1]
  expect(jwt).toBeDefined()
  const verified = await jwtVerify(jwt!, credentials.googlePublicKey, {
    algorithms: ['RS256'],
    issuer: credentials.clientEmail,
    audience: 'google',
  })
  return { ...verified, objects: verified.payload.payload as SaveLinkPayload }
}

describe('Apple Wallet pass', () => {
  it('is signed by the pass certificate with the WWDR certificate in it, hashes every file, and holds the email’s entry code', async () => {
    const event = await createEvent(owner.client, night)
    const person = await register(server, event.id, { name: 'Pat Passholder' })
    const entryUrl = await entryUrlOfMail(await confirmationTo(person.email))
    expect(entryUrl).toMatch(new RegExp(`^${server.url}/check-in/${person.id}\\.[A-Za-z0-9_-]{22}$`))

    const { files, pass } = await downloadPass(person.token)
    expect([...files.keys()].sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'logo@3x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    )

    // The manifest names every other file with its SHA-1, and nothing else.
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>
    const hashed = [...files].filter(([name]) => name !== 'manifest.json' && name !== 'signature')
    expect(manifest).toEqual(
      Object.fromEntries(hashed.map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')])),
    )

    // A detached PKCS#7 signature of the manifest that chains to the root only through the WWDR
    // certificate it carries (the root alone is trusted), signed by the pass certificate.
    fs.writeFileSync(path.join(work, 'manifest.json'), files.get('manifest.json')!)
    fs.writeFileSync(path.join(work, 'signature'), files.get('signature')!)
    const verify = (content: string) =>
      openssl(
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        content,
        '-CAfile',
        credentials.appleRoot,
        '-purpose',
        'any',
        '-signer',
        'signer.pem',
        '-out',
        path.join(work, 'verified'),
      )
    const verified = verify('manifest.json')
    expect(verified).toEqual({ status: 0, output: expect.stringContaining('Verification successful') })
    expect(new X509Certificate(fs.readFileSync(path.join(work, 'signer.pem'))).fingerprint256).toBe(
      new X509Certificate(fs.readFileSync(credentials.passCertificate)).fingerprint256,
    )
    const carried = openssl('pkcs7', '-inform', 'DER', '-in', 'signature', '-print_certs', '-noout')
    expect(carried.output).toContain('Test Worldwide Developer Relations')
    // ...and it is of this manifest: one changed byte fails.
    fs.writeFileSync(
      path.join(work, 'altered.json'),
      files
        .get('manifest.json')!
        .toString('utf8')
        .replace(/[0-9a-f](?="\s*[,}])/, '_'),
    )
    expect(verify('altered.json').status).not.toBe(0)

    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeId,
      teamIdentifier: credentials.teamId,
      serialNumber: String(person.id),
      organizationName: 'Makers Pub Night',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: entryUrl }],
      locations: [{ latitude: 39.7392, longitude: -104.9903 }],
    })
    expect(new Date(pass.relevantDate).toISOString()).toBe(night.date)
    const fields = Object.fromEntries(
      Object.values(pass.eventTicket).flatMap((row) => row.map((field) => [field.key, field.value])),
    )
    expect(fields).toMatchObject({
      night: 'Wallet Night',
      date: 'Wednesday, July 9, 2031',
      time: '5:30 PM - 8:00 PM MDT',
      venue: 'The Foundry Tap',
      address: '12 Mill St, Denver, CO, USA',
      name: 'Pat Passholder',
    })
  })

  it('offers no location for a night whose coordinates are unknown', async () => {
    const event = await createEvent(owner.client, { ...night, city: 'Nowhere Special', coordinates: { lat: 0, lng: 0 } })
    const person = await register(server, event.id)
    const { pass } = await downloadPass(person.token)
    expect(pass.locations).toBeUndefined()
    const { objects } = await saveLinkJwt(person.token)
    expect(objects.eventTicketObjects[0].locations).toBeUndefined()
  })
})

describe('Save to Google Wallet', () => {
  it('redirects to Google with a JWT signed RS256 by the service account, holding the night and the email’s entry code', async () => {
    const event = await createEvent(owner.client, night)
    const person = await register(server, event.id, { name: 'Gail Googler' })
    const entryUrl = await entryUrlOfMail(await confirmationTo(person.email))
    const { payload, protectedHeader, objects } = await saveLinkJwt(person.token)
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'test-key-1' })
    expect(payload).toMatchObject({ iss: credentials.clientEmail, aud: 'google', typ: 'savetowallet', origins: [server.url] })
    expect(Math.abs((payload.iat ?? 0) * 1000 - Date.now())).toBeLessThan(60_000)
    const { eventTicketClasses, eventTicketObjects } = objects
    expect(eventTicketClasses).toHaveLength(1)
    expect(eventTicketObjects).toHaveLength(1)
    const [ticketClass] = eventTicketClasses
    expect(ticketClass).toMatchObject({
      id: expect.stringMatching(new RegExp(`^${credentials.issuerId}\\.[A-Za-z0-9._-]+$`)),
      issuerName: 'Makers Pub Night',
      eventName: { defaultValue: { value: 'Wallet Night' } },
      venue: {
        name: { defaultValue: { value: 'The Foundry Tap' } },
        address: { defaultValue: { value: '12 Mill St, Denver, CO, USA' } },
      },
      dateTime: { start: '2031-07-09T17:30:00-06:00', end: '2031-07-09T20:00:00-06:00' },
    })
    expect(eventTicketObjects[0]).toMatchObject({
      id: expect.stringMatching(new RegExp(`^${credentials.issuerId}\\.[A-Za-z0-9._-]+$`)),
      classId: ticketClass.id,
      state: 'ACTIVE',
      ticketHolderName: 'Gail Googler',
      barcode: { type: 'QR_CODE', value: entryUrl },
      locations: [{ latitude: 39.7392, longitude: -104.9903 }],
    })

    // A corrected name is a new object (Google keeps the first one saved under an id); the night is the same class.
    expect((await anonymous().patch(`/api/registrations/${person.token}`, { name: 'Gail Corrected' })).status).toBe(200)
    const corrected = (await saveLinkJwt(person.token)).objects.eventTicketObjects[0]
    expect(corrected).toMatchObject({ classId: ticketClass.id, ticketHolderName: 'Gail Corrected' })
    expect(corrected.id).not.toBe(eventTicketObjects[0].id)
  })
})

/** A registration made on a page in `language` (`?lang=`), which the row keeps. */
async function registerIn(language: string, eventId: string | number, name: string) {
  const person = attendee({ name })
  const answer = await anonymous().post<{ manageUrl: string }>(`/api/events/${eventId}/attendees?lang=${language}`, person)
  expect(answer.status).toBe(201)
  return { ...person, token: new URL(answer.body.manageUrl).pathname.split('/').pop()! }
}

/** Every field of a pass as `key: label = value`, in the order Wallet shows them. */
const fieldsOf = (pass: PassJson) =>
  Object.values(pass.eventTicket).flatMap((row) =>
    row.map((field) => `${field.key}: ${(field as PassField & { label: string }).label} = ${field.value}`),
  )

describe('a pass in the registration’s language (issue 55)', () => {
  it('a Spanish registration’s passes speak Spanish, dates through Intl in the night’s zone; the host’s words stay', async () => {
    const event = await createEvent(owner.client, night)
    const person = await registerIn('es', event.id, 'Sofía Sánchez')
    const { pass, disposition } = await downloadPass(person.token)
    expect(disposition).toBe('attachment; filename="entrada.pkpass"')
    const raw = pass as unknown as { description: string; locations: { relevantText: string }[] }
    expect(raw.description).toBe('Entrada a Wallet Night')
    expect(raw.locations[0].relevantText).toBe('Wallet Night en The Foundry Tap')
    expect(fieldsOf(pass)).toEqual([
      'night: Noche = Wallet Night',
      'date: Fecha = miércoles, 9 de julio de 2031',
      'time: Hora = 17:30–20:00 GMT-6',
      'venue: Lugar = The Foundry Tap',
      'name: Nombre = Sofía Sánchez',
      'when: Cuándo = miércoles, 9 de julio de 2031, 17:30–20:00 GMT-6',
      'address: Dirección = 12 Mill St, Denver, CO, USA',
      `event: Página del evento = ${server.url}/events/${event.id}?lang=es`,
    ])
    const [ticketClass] = (await saveLinkJwt(person.token)).objects.eventTicketClasses
    expect(ticketClass.homepageUri).toEqual({ uri: `${server.url}/events/${event.id}?lang=es`, description: 'Página del evento' })
    expect(ticketClass.eventName).toEqual({ defaultValue: { language: 'en-US', value: 'Wallet Night' } })
  })

  it('an English registration’s passes keep every word of before', async () => {
    const event = await createEvent(owner.client, night)
    const person = await registerIn('en', event.id, 'Eddie English')
    const { pass, disposition } = await downloadPass(person.token)
    expect(disposition).toBe('attachment; filename="ticket.pkpass"')
    const raw = pass as unknown as { description: string; locations: { relevantText: string }[] }
    expect(raw.description).toBe('Entry to Wallet Night')
    expect(raw.locations[0].relevantText).toBe('Wallet Night at The Foundry Tap')
    expect(fieldsOf(pass)).toEqual([
      'night: Night = Wallet Night',
      'date: Date = Wednesday, July 9, 2031',
      'time: Time = 5:30 PM - 8:00 PM MDT',
      'venue: Venue = The Foundry Tap',
      'name: Name = Eddie English',
      'when: When = Wednesday, July 9, 2031 5:30 PM - 8:00 PM MDT',
      'address: Address = 12 Mill St, Denver, CO, USA',
      `event: Event page = ${server.url}/events/${event.id}`,
    ])
    const [ticketClass] = (await saveLinkJwt(person.token)).objects.eventTicketClasses
    expect(ticketClass.homepageUri).toEqual({ uri: `${server.url}/events/${event.id}`, description: 'Event page' })
  })

  it('the pass follows the registration, not the language of the request that downloads it', async () => {
    const event = await createEvent(owner.client, night)
    const person = await registerIn('de', event.id, 'Dieter Deutsch')
    const answer = await anonymous().bytes(`/api/registrations/${person.token}/wallet.pkpass?lang=fr`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="eintrittskarte.pkpass"')
    const pass = JSON.parse(unzip(Buffer.from(answer.bytes)).get('pass.json')!.toString('utf8')) as PassJson
    expect(fieldsOf(pass).slice(0, 3)).toEqual([
      'night: Abend = Wallet Night',
      'date: Datum = Mittwoch, 9. Juli 2031',
      'time: Uhrzeit = 17:30–20:00 Uhr GMT-6',
    ])
  })
})

describe('who gets a pass', () => {
  it('answers 409 for a cancelled or waitlisted registration and 404 for a link that opens nothing', async () => {
    const event = await createEvent(owner.client, { ...night, maxAttendees: 1 })
    const seated = await register(server, event.id)
    const waiting = attendee()
    expect((await anonymous().post(`/api/events/${event.id}/waitlist`, waiting)).status).toBe(201)
    const joined = await smtp.waitFor((m) => m.envelopeTo.includes(waiting.email) && /on the waitlist for/.test(m.subject ?? ''))
    const waitingToken = /\/registrations\/([A-Za-z0-9_-]{22})/.exec(joined.text ?? '')![1]
    expect(`${joined.text}${joined.html}`).not.toMatch(/Apple Wallet|Google Wallet|\/wallet/)

    const refusals = async (tokens: Record<string, string>) => {
      const answers: Record<string, { status: number; message: string }> = {}
      for (const [label, token] of Object.entries(tokens))
        for (const route of ['wallet.pkpass', 'wallet/google']) {
          const answer = await anonymous().get<ApiError>(`/api/registrations/${token}/${route}`)
          answers[`${label} ${route}`] = { status: answer.status, message: answer.body.message }
        }
      return answers
    }
    const waitlisted = { status: 409, message: 'You are on the waitlist: a wallet pass comes with a seat' }
    const notFound = { status: 404, message: 'Registration not found' }
    expect(await refusals({ waitlisted: waitingToken, unknown: 'AAAAAAAAAAAAAAAAAAAAAA', malformed: 'not-a-token' })).toEqual({
      'waitlisted wallet.pkpass': waitlisted,
      'waitlisted wallet/google': waitlisted,
      'unknown wallet.pkpass': notFound,
      'unknown wallet/google': notFound,
      'malformed wallet.pkpass': notFound,
      'malformed wallet/google': notFound,
    })

    // The seat the cancellation frees goes to the person waiting, whose link now gives a pass.
    expect((await anonymous().post(`/api/registrations/${seated.token}/cancel`, {})).status).toBe(200)
    const cancelled = { status: 409, message: 'This registration is cancelled' }
    expect(await refusals({ cancelled: seated.token })).toEqual({
      'cancelled wallet.pkpass': cancelled,
      'cancelled wallet/google': cancelled,
    })
    expect((await downloadPass(waitingToken)).pass.barcodes[0].message).toMatch(new RegExp(`^${server.url}/check-in/`))

    // The host calls the night off: its cancellation email is out, and no new pass brings it back.
    expect((await owner.client.patch(`/api/events/${event.id}/archive`)).status).toBe(200)
    const calledOff = { status: 409, message: 'This event is cancelled' }
    expect(await refusals({ 'called off': waitingToken })).toEqual({
      'called off wallet.pkpass': calledOff,
      'called off wallet/google': calledOff,
    })
  })

  it('limits one link to 20 passes in 10 minutes, whichever wallet, and no other link with it', async () => {
    const event = await createEvent(owner.client, night)
    const [eager, other] = [await register(server, event.id), await register(server, event.id)]
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await anonymous().get(`/api/registrations/${eager.token}/wallet/google`)).status)
    expect(statuses).toEqual([...Array<number>(20).fill(302), 429])
    const limited = await anonymous().get<ApiError>(`/api/registrations/${eager.token}/wallet.pkpass`)
    expect({ status: limited.status, message: limited.body.message }).toEqual({
      status: 429,
      message: 'Too many requests. Please try again later.',
    })
    expect((await anonymous().get(`/api/registrations/${other.token}/wallet/google`)).status).toBe(302)
  })
})

describe('the buttons', () => {
  it('are offered by the manage link and the confirmation email, each leading to its pass', async () => {
    const event = await createEvent(owner.client, night)
    const person = await register(server, event.id)
    const managed = await anonymous().get<ManagedRegistrationDto>(`/api/registrations/${person.token}`)
    expect(managed.body.wallet).toEqual({ apple: true, google: true })
    // The site learns that wallets are on, never how.
    expect(managed.text).not.toMatch(/BEGIN|private_key|client_email|pass\.test/)

    const mail = await confirmationTo(person.email)
    const apple = `${server.url}/api/registrations/${person.token}/wallet.pkpass`
    const google = `${server.url}/api/registrations/${person.token}/wallet/google`
    expect(mail.text).toContain(`Add to Apple Wallet: ${apple}`)
    expect(mail.text).toContain(`Save to Google Wallet: ${google}`)
    const links = Object.fromEntries(
      [...(mail.html ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [label, href]),
    )
    expect(links).toMatchObject({ 'Add to Apple Wallet': apple, 'Save to Google Wallet': google })
    expect((await anonymous().bytes(new URL(apple).pathname)).status).toBe(200)
    expect((await anonymous().get(new URL(google).pathname)).status).toBe(302)
  })
})

describe('without wallet settings', () => {
  let bare: Awaited<ReturnType<typeof startServerWithMail>>
  beforeAll(async () => {
    bare = await startServerWithMail()
  })
  afterAll(() => stopServerWithMail(bare))

  it('answers 404 "Wallet passes are not set up", and neither the manage link nor the email offers a button', async () => {
    const host = await createHost(bare.server)
    const event = await createEvent(host.client, night)
    const person = await register(bare.server, event.id)
    const client = new Client(bare.server.url)
    expect((await client.get<ManagedRegistrationDto>(`/api/registrations/${person.token}`)).body.wallet).toEqual({
      apple: false,
      google: false,
    })
    for (const route of ['wallet.pkpass', 'wallet/google']) {
      const answer = await client.get<ApiError>(`/api/registrations/${person.token}/${route}`)
      expect({ route, status: answer.status, message: answer.body.message }).toEqual({
        route,
        status: 404,
        message: 'Wallet passes are not set up',
      })
    }
    const mail = await bare.smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /you're registered/.test(m.subject ?? ''))
    expect(await entryUrlOfMail(mail)).toMatch(/\/check-in\//)
    expect(`${mail.text}${mail.html}`).not.toMatch(/Apple Wallet|Google Wallet|\/wallet/)
  })
})
