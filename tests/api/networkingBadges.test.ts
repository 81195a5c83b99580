import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { qrCodesOnPage, readPdf } from '../support/pdf'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import { BADGE, BADGE_LABELS, badgeOrigin } from '../../cms/modules/door/badgeSheet'
import type { TestServer } from '../support/testServer'

/**
 * Opted-in name badges (docs/api.md "Name badges", "Who to meet"): "Ask me about" and "Looking
 * for" printed, and a second QR code, "Swap contacts", of the contact code's URL beside the entry
 * code; both decoded through poppler. Other badges are unchanged; the codes do different things.
 */
let server: TestServer
let roles: RoleClients

const INCH = 72
/** The bottom left and bottom right of badge `index` on a Letter sheet: where the swap and entry codes stand. */
const feet = (index: number) => {
  const { x, y } = badgeOrigin('letter', index)
  const foot = { y: y + 1.5 * INCH, width: BADGE.width / 2, height: 1.5 * INCH }
  return [
    { ...foot, x },
    { ...foot, x: x + BADGE.width / 2 },
  ]
}

beforeAll(async () => {
  roles = await startWithRoles()
  server = roles.server
})
afterAll(() => server.stop())

describe('badges of a night with networking on', () => {
  it('print the tags and a second "Swap contacts" QR code for opted-in people only; the codes differ and do different things', async () => {
    const night = await networkingNight(roles.owner.client, { name: 'Badge Meet Night' })
    // Sorted by name on the sheet: Ann, Ben, Cy.
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { offers: ['CNC machining', 'Sheet metal'], needs: ['Packaging'], printOnBadge: true },
    )
    const ben = await registerWith(
      server,
      night.id,
      { name: 'Ben Okafor', company: 'Boxwell' },
      { needs: ['CNC machining'], printOnBadge: true },
    )
    await registerWith(server, night.id, { name: 'Cy Chen', company: 'Circuit Co' })

    const sheet = await roles.owner.client.bytes(`/api/events/${night.id}/badges.pdf`)
    expect(sheet.status).toBe(200)
    const pdf = await readPdf(sheet.bytes)
    const text = pdf.pages.join(' ')
    expect(text).toContain('Ask me about: CNC machining, Sheet metal')
    expect(text).toContain('Looking for: Packaging')
    expect(text).toContain('Looking for: CNC machining')
    expect(text.split(BADGE_LABELS.swap).length - 1).toBe(2)
    expect(text.split(BADGE_LABELS.entry).length - 1).toBe(2)
    expect(text.split('Ask me about').length - 1).toBe(1)
    // Every run of text is inside its card, 0.2 in from its edges.
    for (const item of pdf.items[0]) {
      const slot = [0, 1, 2].find((index) => {
        const origin = badgeOrigin('letter', index)
        return item.x >= origin.x && item.x < origin.x + BADGE.width && item.y >= origin.y && item.y <= origin.y + BADGE.height
      })
      expect([item.str, slot === undefined]).toEqual([item.str, false])
      const origin = badgeOrigin('letter', slot!)
      expect(item.x).toBeGreaterThanOrEqual(origin.x + 14.4 - 0.5)
      expect(item.x + item.width).toBeLessThanOrEqual(origin.x + BADGE.width - 14.4 + 0.5)
    }

    const [annSwap, annEntry, benSwap, benEntry, cySwap, cyEntry] = await qrCodesOnPage(
      sheet.bytes,
      1,
      [0, 1, 2].flatMap(feet),
      200,
    )
    const codes = {
      ann: (await networkingOf(server, ann.token)).contactCode,
      ben: (await networkingOf(server, ben.token)).contactCode,
    }
    expect([annSwap, benSwap, cySwap]).toEqual([`${server.url}/c/${codes.ann}`, `${server.url}/c/${codes.ben}`, null])
    for (const entry of [annEntry, benEntry, cyEntry]) expect(entry).toMatch(new RegExp(`^${server.url}/check-in/`))
    expect(annEntry).not.toBe(annSwap)

    // The swap code asks for a swap; the entry code is no contact code, and the swap code checks nobody in.
    expect((await roles.anonymous.post(`/api/registrations/${ben.token}/swaps`, { code: annSwap })).status).toBe(201)
    expect((await roles.anonymous.post(`/api/registrations/${ben.token}/swaps`, { code: annEntry })).status).toBe(404)
    expect((await roles.owner.client.post(`/api/events/${night.id}/check-ins`, { token: annSwap })).status).toBe(404)
    const checkedIn = await roles.owner.client.post<{ attendee: { name: string } }>(`/api/events/${night.id}/check-ins`, {
      token: annEntry,
    })
    expect([checkedIn.status, checkedIn.body.attendee.name]).toEqual([201, 'Ann Alvarez'])
  }, 120_000)

  it('labels both codes: the swap code first and larger, each decoded under its label; the name largest, tags at 11 pt or more', async () => {
    const night = await networkingNight(roles.owner.client, { name: 'Badge Label Night' })
    // The longest tags there are, three each way, and a long name: the worst case for the layout.
    await registerWith(
      server,
      night.id,
      { name: 'Annabelle Alvarez-Montgomery', company: 'Alvarez Precision Tooling and Fixtures' },
      {
        offers: ['Welding and fabrication', 'Firmware and software', 'Injection moulding'],
        needs: ['Electronics design', 'Product design', 'Supply chain'],
        printOnBadge: true,
      },
    )
    const sheet = (await roles.owner.client.bytes(`/api/events/${night.id}/badges.pdf`)).bytes
    const items = (await readPdf(sheet)).items[0]
    const at = (text: string) => {
      const index = items.findIndex((item) => item.str === text)
      expect([text, index >= 0]).toEqual([text, true])
      return { ...items[index], index }
    }
    const swapLabel = at(BADGE_LABELS.swap)
    const entryLabel = at(BADGE_LABELS.entry)
    // Read first, and on the left: the swap code is the one a neighbour reaches for.
    expect(swapLabel.index).toBeLessThan(entryLabel.index)
    expect(swapLabel.x).toBeLessThan(entryLabel.x)

    // Each code sits under its label: a box from the label down holds it whole.
    const { x: right } = badgeOrigin('letter', 0)
    const under = (label: { x: number; y: number }, left: number, side: number) => ({
      x: left,
      y: label.y,
      width: side,
      height: side,
    })
    const [swap, entry] = await qrCodesOnPage(
      sheet,
      1,
      [under(swapLabel, swapLabel.x - 2, 1.1 * INCH), under(entryLabel, right + BADGE.width - 1.1 * INCH, 1.1 * INCH)],
      200,
    )
    expect(swap).toMatch(new RegExp(`^${server.url}/c/[A-Z0-9]{8}$`))
    expect(entry).toMatch(new RegExp(`^${server.url}/check-in/`))
    // The swap code is the larger: 0.85 in holds the entry code whole, never the swap code.
    const [swapSmall, entrySmall] = await qrCodesOnPage(
      sheet,
      1,
      [under(swapLabel, swapLabel.x - 2, 0.85 * INCH), under(entryLabel, right + BADGE.width - 0.85 * INCH - 14.4, 0.85 * INCH)],
      200,
    )
    expect([swapSmall, entrySmall]).toEqual([null, entry])

    // The name is the largest line; every tag line is 11 pt or more.
    const name = items.filter((item) => /Annabelle|Alvarez-|Montgomery/.test(item.str))
    const tags = items.filter((item) => /Ask me about|Looking for|design|software|moulding|fabrication|chain/.test(item.str))
    expect(tags.length).toBeGreaterThanOrEqual(2)
    for (const tag of tags) expect([tag.str, tag.size]).toEqual([tag.str, expect.any(Number)])
    expect(Math.min(...tags.map((tag) => tag.size))).toBeGreaterThanOrEqual(11)
    const others = items.filter((item) => !name.includes(item))
    expect(Math.min(...name.map((item) => item.size))).toBeGreaterThan(Math.max(...others.map((item) => item.size)))
  })

  it("prints a person's tags only when they ticked the badge consent, and it can be given later", async () => {
    const night = await networkingNight(roles.owner.client, { name: 'Badge Consent Night' })
    // The only opted-in person: the host's counts would hide them below 5, a badge must too.
    const dee = await registerWith(
      server,
      night.id,
      { name: 'Dee Dorsey', company: 'Dorsey Dies' },
      { offers: ['CNC machining'], needs: ['Packaging'] },
    )
    const sheet = async () =>
      (await readPdf((await roles.owner.client.bytes(`/api/events/${night.id}/badges.pdf`)).bytes)).pages.join(' ')
    const without = await sheet()
    expect(without).toContain(BADGE_LABELS.swap)
    expect(without).not.toMatch(/Ask me about|Looking for|CNC machining|Packaging/)
    const view = await networkingOf(server, dee.token)
    expect(view.profile?.printOnBadge).toBe(false)
    const given = await new Client(server.url).request('PUT', `/api/registrations/${dee.token}/networking`, {
      offers: view.profile?.offers,
      needs: view.profile?.needs,
      printOnBadge: true,
    })
    expect([given.status, given.text]).toEqual([200, given.text])
    const withConsent = await sheet()
    expect(withConsent).toContain('Ask me about: CNC machining')
    expect(withConsent).toContain('Looking for: Packaging')
  })

  it('a night with networking off prints the badges as before', async () => {
    const plain = await roles.owner.client.post<{ id: string }>('/api/events', eventBody())
    await registerWith(server, plain.body.id, { name: 'Dee Dorsey' })
    const pdf = await readPdf((await roles.owner.client.bytes(`/api/events/${plain.body.id}/badges.pdf`)).bytes)
    expect(pdf.pages.join(' ')).not.toMatch(/swap contacts|Ask me about|Looking for/i)
  })
})

describe('a badge sheet in the language of the host who asks (issue 55)', () => {
  it('a German host’s sheet prints our words and the night’s date in German, names, companies and tags as written', async () => {
    const night = await networkingNight(roles.owner.client, {
      name: 'Abend der Macher',
      // A winter night in Berlin: the date through Intl in German and the night's own zone.
      date: '2031-12-05T18:00:00.000Z',
      endDate: '2031-12-05T21:00:00.000Z',
      timezone: 'Europe/Berlin',
    })
    await registerWith(
      server,
      night.id,
      { name: 'Anna Amsel', company: 'Amsel Werkzeugbau' },
      { offers: ['CNC machining'], needs: ['Packaging'], printOnBadge: true },
    )
    await registerWith(server, night.id, { name: 'Bernd Bauer', company: 'Bauer GmbH' })
    const owner = roles.owner.client
    try {
      const sheet = await owner.bytes(`/api/events/${night.id}/badges.pdf?lang=de`)
      expect(sheet.status).toBe(200)
      const text = (await readPdf(sheet.bytes)).pages.join(' ')
      expect(text).toContain('Fragen Sie mich zu: CNC machining')
      expect(text).toContain('Ich suche: Packaging')
      expect(text.split('Scannen zum Kontakttausch').length - 1).toBe(1)
      expect(text.split('Einlasscode (für die Tür)').length - 1).toBe(1)
      expect(text.split('Freitag, 5. Dezember 2031').length - 1).toBe(2)
      for (const written of ['Anna Amsel', 'Amsel Werkzeugbau', 'Bernd Bauer', 'Bauer GmbH', 'Abend der Macher']) {
        expect(text).toContain(written)
      }
      expect(text).not.toMatch(/Ask me about|Looking for|Scan to swap|Entry code|Friday|December/)
      expect(Buffer.from(sheet.bytes).toString('latin1')).toContain('(Abend der Macher: Namensschilder)')
    } finally {
      // The client keeps the `lang` cookie `?lang=` set: back to English for anything after this test.
      expect((await owner.get('/api/events?lang=en')).status).toBe(200)
    }
    const english = await owner.bytes(`/api/events/${night.id}/badges.pdf`)
    const text = (await readPdf(english.bytes)).pages.join(' ')
    expect(text).toContain('Ask me about: CNC machining')
    expect(text).toContain(BADGE_LABELS.swap)
    expect(text).toContain('Friday, December 5, 2031')
    expect(Buffer.from(english.bytes).toString('latin1')).toContain('(Abend der Macher: name badges)')
  })
})
