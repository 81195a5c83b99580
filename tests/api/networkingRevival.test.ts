import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { networkingNight, networkingOf, networkingRowsOf, registerWith } from '../support/networking'
import type { SwapResultDto } from '../../contract/networking'
import type { TestServer } from '../support/testServer'

/**
 * Issue 52, finding 2, as the attacker tries it: a person with a mutual swap cancels; a stranger
 * who knows the address registers it again with their own phone and link. The swap ended with
 * the cancellation, and the revived row takes no networking from the body, so the other side
 * never sees the stranger's details under the person's name.
 */
let server: TestServer
let anonymous: RoleClients['anonymous']
let owner: RoleClients['owner']

beforeAll(async () => {
  ;({ server, anonymous, owner } = await startWithRoles())
})
afterAll(() => server.stop())

const swap = (token: string, code: string) => anonymous.post<SwapResultDto>(`/api/registrations/${token}/swaps`, { code })

describe('a cancelled row revived by a stranger', () => {
  it("never shows the stranger's details through the victim's swaps; cancelling ended them, both sides", async () => {
    const night = await networkingNight(owner.client)
    const victim = await registerWith(
      server,
      night.id,
      { name: 'Vera Victim', company: 'Victim Works' },
      { offers: ['CNC machining'], needs: ['Packaging'], share: { phone: '+1 312 555 0142' } },
    )
    const partner = await registerWith(
      server,
      night.id,
      { name: 'Pat Partner', company: 'Partner Boxes' },
      { offers: ['Packaging'], needs: ['CNC machining'], share: { url: 'https://partner.example.com' } },
    )
    const waiting = await registerWith(
      server,
      night.id,
      { name: 'Wes Waiting', company: 'Waiting Co' },
      { offers: ['Packaging'], needs: ['CNC machining'] },
    )
    const code = async (token: string) => (await networkingOf(server, token)).contactCode!
    expect((await swap(victim.token, await code(partner.token))).status).toBe(201)
    expect((await swap(partner.token, await code(victim.token))).body).toEqual({ status: 'mutual' })
    // A pending request either way too: the victim asked Wes, and Wes has not answered.
    expect((await swap(victim.token, await code(waiting.token))).status).toBe(201)
    expect((await networkingOf(server, partner.token)).swaps.mutual).toEqual([
      expect.objectContaining({ name: 'Vera Victim', phone: '+1 312 555 0142' }),
    ])
    expect((await networkingOf(server, waiting.token)).swaps.incoming).toHaveLength(1)

    expect((await anonymous.post(`/api/registrations/${victim.token}/cancel`)).status).toBe(200)
    expect((await networkingOf(server, partner.token)).swaps).toEqual({ incoming: [], outgoing: [], mutual: [] })
    expect((await networkingOf(server, waiting.token)).swaps.incoming).toEqual([])
    expect(await networkingRowsOf(server, victim.id)).toEqual({ profiles: 0, swaps: 0 })

    // The stranger types the victim's address with their own details.
    const stranger = { phone: '+1 555 999 0000', url: 'https://stranger.example.com' }
    const revived = await anonymous.post(
      `/api/events/${night.id}/attendees`,
      attendee({
        name: 'Vera Victim',
        email: victim.email,
        company: 'Victim Works',
        networking: { offers: ['CNC machining'], needs: ['Packaging'], share: stranger },
      }),
    )
    expect(revived.status).toBe(201)
    // The row is the victim's old one, with nothing of the body's networking on it.
    expect(await networkingRowsOf(server, victim.id)).toEqual({ profiles: 0, swaps: 0 })
    const partnerView = await networkingOf(server, partner.token)
    expect(partnerView.swaps.mutual).toEqual([])
    for (const detail of [stranger.phone, stranger.url, 'Vera']) expect(JSON.stringify(partnerView)).not.toContain(detail)
    // Nor does the suggestion list offer the revived row: it has not opted in.
    expect(partnerView.suggestions.map((suggestion) => suggestion.firstName)).not.toContain('Vera')
  })
})
