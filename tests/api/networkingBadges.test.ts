import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { qrCodesOnPage, readPdf } from '../support/pdf'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import { BADGE, badgeOrigin } from '../../cms/modules/door/badgeSheet'
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
    expect(text.split('Swap contacts').length - 1).toBe(2)
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
    expect(without).toContain('Swap contacts')
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
    expect(pdf.pages.join(' ')).not.toMatch(/Swap contacts|Ask me about|Looking for/)
  })
})
