import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import type { ApiError } from '../../contract/types'
import type { EntryCodeDto } from '../../contract/door'
import type { ContactCardDto, SwapResultDto } from '../../contract/networking'
import type { TestServer } from '../support/testServer'

/**
 * Swaps at the night, step by step (docs/api.md "Who to meet"): a request by code or code URL,
 * pending on both sides, accepted (or asked back), then what each side sees; the codes that are
 * not valid, your own code, a contact code at the door, the entry code's page, the rate limit.
 */
let server: TestServer
let anonymous: RoleClients['anonymous']
let owner: RoleClients['owner']

const swap = (token: string, code: string) =>
  anonymous.post<SwapResultDto & ApiError>(`/api/registrations/${token}/swaps`, { code })

beforeAll(async () => {
  // The swap limit is a product rule: on whatever RATE_LIMITS says (the test servers run with it off).
  ;({ server, anonymous, owner } = await startWithRoles())
})
afterAll(() => server.stop())

async function twoPeople() {
  const night = await networkingNight(owner.client)
  const ann = await registerWith(
    server,
    night.id,
    { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: `ann.${Date.now()}@example.com` },
    {
      offers: ['CNC machining'],
      needs: ['Packaging'],
      line: 'Five-axis in Dayton',
      share: { email: true, phone: '+1 312 555 0142' },
    },
  )
  const ben = await registerWith(
    server,
    night.id,
    { name: 'Ben Brooks', company: 'Brooks Boxes' },
    { offers: ['Packaging'], needs: ['CNC machining'], share: { url: 'https://brooks.example.com' } },
  )
  const codes = {
    ann: (await networkingOf(server, ann.token)).contactCode!,
    ben: (await networkingOf(server, ben.token)).contactCode!,
  }
  return { night, ann, ben, codes }
}

describe('a swap, step by step', () => {
  it('request, pending both sides, accept, then each sees only what the other chose to share', async () => {
    const { ann, ben, codes } = await twoPeople()
    // Ann scans Ben's badge: the QR holds the code's URL.
    const asked = await swap(ann.token, `${server.url}/c/${codes.ben}`)
    expect([asked.status, asked.body]).toEqual([201, { status: 'requested' }])
    // Asked again: the same answer, still one request.
    expect((await swap(ann.token, codes.ben.toLowerCase())).status).toBe(201)

    const annView = await networkingOf(server, ann.token)
    const benView = await networkingOf(server, ben.token)
    expect(annView.swaps.outgoing).toEqual([{ firstName: 'Ben', company: 'Brooks Boxes', at: expect.any(String) }])
    expect(annView.swaps.incoming).toEqual([])
    expect(benView.swaps.incoming).toEqual([
      { id: expect.anything(), firstName: 'Ann', company: 'Alvarez Tooling', at: expect.any(String) },
    ])
    // Nothing is revealed while pending.
    expect(annView.swaps.mutual).toEqual([])
    expect(benView.swaps.mutual).toEqual([])
    expect(JSON.stringify(benView)).not.toContain(ann.email)

    // Someone else cannot accept it; Ben can, once.
    const path = `/api/registrations/${ben.token}/swaps/${benView.swaps.incoming[0].id}/accept`
    const notTheirs = await anonymous.post<ApiError>(
      `/api/registrations/${ann.token}/swaps/${benView.swaps.incoming[0].id}/accept`,
    )
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, 'This swap request is not valid any more'])
    expect(await anonymous.post(path)).toMatchObject({ status: 200, body: { status: 'mutual' } })
    expect(await anonymous.post(path)).toMatchObject({ status: 200, body: { status: 'mutual' } })

    const after = { ann: await networkingOf(server, ann.token), ben: await networkingOf(server, ben.token) }
    expect(after.ann.swaps).toEqual({
      incoming: [],
      outgoing: [],
      mutual: [{ name: 'Ben Brooks', company: 'Brooks Boxes', url: 'https://brooks.example.com', at: expect.any(String) }],
    })
    expect(after.ben.swaps).toEqual({
      incoming: [],
      outgoing: [],
      mutual: [
        { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: ann.email, phone: '+1 312 555 0142', at: expect.any(String) },
      ],
    })
    // Scanning again once mutual: 200 mutual.
    expect(await swap(ben.token, codes.ann)).toMatchObject({ status: 200, body: { status: 'mutual' } })
  })

  it('asking back is accepting: the second scan makes it mutual (200)', async () => {
    const { ann, ben, codes } = await twoPeople()
    expect((await swap(ann.token, codes.ben)).status).toBe(201)
    expect(await swap(ben.token, ` ${codes.ann.slice(0, 4)}-${codes.ann.slice(4)} `)).toMatchObject({
      status: 200,
      body: { status: 'mutual' },
    })
    expect((await networkingOf(server, ann.token)).swaps.mutual.map((entry) => entry.name)).toEqual(['Ben Brooks'])
  })

  it('a withdrawn side drops pending requests both ways and its code is dead; a refusal is silence', async () => {
    const { ann, ben, codes } = await twoPeople()
    expect((await swap(ann.token, codes.ben)).status).toBe(201)
    expect((await anonymous.delete(`/api/registrations/${ann.token}/networking`)).status).toBe(200)
    expect((await networkingOf(server, ben.token)).swaps.incoming).toEqual([])
    const dead = await swap(ben.token, codes.ann)
    expect([dead.status, dead.body.message]).toEqual([404, 'This contact code is not valid'])
    expect((await anonymous.get(`/api/contact-codes/${codes.ann}`)).status).toBe(404)
  })

  it('requests lapse after 7 days: not listed and not accepted', async () => {
    const { night, ann, ben, codes } = await twoPeople()
    expect((await swap(ann.token, codes.ben)).status).toBe(201)
    const id = (await networkingOf(server, ben.token)).swaps.incoming[0].id
    await server.payload.db.updateOne({
      collection: 'contact-swaps',
      where: { id: { equals: id } },
      data: { requestedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
      returning: false,
    })
    // Someone registering takes a seat, which refreshes the night's copy in this process.
    await registerWith(server, night.id, {})
    expect((await networkingOf(server, ben.token)).swaps.incoming).toEqual([])
    expect((await networkingOf(server, ann.token)).swaps.outgoing).toEqual([])
    const late = await anonymous.post<ApiError>(`/api/registrations/${ben.token}/swaps/${id}/accept`)
    expect([late.status, late.body.message]).toEqual([404, 'This swap request is not valid any more'])
    // Asking again starts a new request.
    expect((await swap(ann.token, codes.ben)).status).toBe(201)
    expect((await networkingOf(server, ben.token)).swaps.incoming).toHaveLength(1)
  })
})

describe('codes that are not valid', () => {
  it('unknown, malformed, another night, opted out, cancelled or waiting: 404; your own: 409', async () => {
    const { night, ann, codes } = await twoPeople()
    const invalid = async (code: string) => {
      const refused = await swap(ann.token, code)
      expect([code, refused.status, refused.body.message]).toEqual([code, 404, 'This contact code is not valid'])
    }
    await invalid('ZZZZZZZZ')
    await invalid('not a code!')
    await invalid(`${server.url}/c/`)
    const other = await twoPeople()
    await invalid(other.codes.ben)
    const own = await swap(ann.token, `${server.url}/c/${codes.ann}`)
    expect([own.status, own.body.message]).toEqual([409, 'That is your own code'])
    const missing = await anonymous.post<ApiError>(`/api/registrations/${ann.token}/swaps`, {})
    expect([missing.status, missing.body.errors?.code]).toEqual([400, 'Type the code from their badge'])

    const cara = await registerWith(
      server,
      night.id,
      { name: 'Cara Cole', company: 'Cole Labs' },
      { offers: ['Welding and fabrication'] },
    )
    const caraCode = (await networkingOf(server, cara.token)).contactCode!
    expect((await anonymous.post(`/api/registrations/${cara.token}/cancel`)).status).toBe(200)
    await invalid(caraCode)
    expect(await networkingOf(server, cara.token)).toMatchObject({ contactCode: null, suggestions: [] })
  })

  it('the asker must be registered and opted in, on a night with networking on', async () => {
    const { night, codes } = await twoPeople()
    const outsider = await registerWith(server, night.id, { name: 'Olly Out' })
    const refused = await swap(outsider.token, codes.ben)
    expect([refused.status, refused.body.message]).toEqual([409, 'Choose "Help me meet people tonight" first to swap contacts'])
    expect((await owner.client.patch(`/api/events/${night.id}`, eventBody({ networking: { enabled: false } }))).status).toBe(200)
    const off = await swap(outsider.token, codes.ben)
    expect([off.status, off.body.message]).toEqual([409, 'Networking is not on for this night'])
  })

  it('a night called off has nobody to meet: no code, suggestions or swaps; a profile can still be withdrawn (decision 547)', async () => {
    const { night, ann, ben, codes } = await twoPeople()
    expect((await networkingOf(server, ann.token)).suggestions).not.toEqual([])
    expect((await owner.client.patch(`/api/events/${night.id}/archive`)).status).toBe(200)

    const view = await networkingOf(server, ann.token)
    expect([view.contactCode, view.suggestions, view.swaps.incoming, view.swaps.outgoing]).toEqual([null, [], [], []])
    expect(view.profile).not.toBeNull()
    const refused = await swap(ann.token, codes.ben)
    expect([refused.status, refused.body.message]).toEqual([409, 'This event is cancelled'])
    expect((await anonymous.get(`/api/contact-codes/${codes.ben}`)).status).toBe(404)
    const profile = { offers: ['Packaging'], needs: ['CNC machining'] }
    const joined = await anonymous.request<ApiError>('PUT', `/api/registrations/${ben.token}/networking`, profile)
    expect([joined.status, joined.body.message]).toEqual([409, 'This event is cancelled'])
    expect((await anonymous.delete(`/api/registrations/${ann.token}/networking`)).status).toBe(200)
    expect((await networkingOf(server, ann.token)).profile).toBeNull()
  })
})

describe('the contact code elsewhere', () => {
  it('/c/{code} shows the first name and company only', async () => {
    const { codes } = await twoPeople()
    const card = await anonymous.get<ContactCardDto>(`/api/contact-codes/${codes.ann}`)
    expect([card.status, card.body]).toEqual([200, { firstName: 'Ann', company: 'Alvarez Tooling' }])
    expect(card.headers.get('cache-control')).toBe('private, no-store')
    expect((await anonymous.get(`/api/contact-codes/${codes.ann.toLowerCase()}`)).body).toEqual(card.body)
    expect((await anonymous.get('/api/contact-codes/QQQQQQQQ')).status).toBe(404)
    // The page itself is a capability's page: never cached, indexed or passed on in a Referer.
    const page = await anonymous.get(`/c/${codes.ann}`)
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
    expect([page.headers.get('cache-control'), page.headers.get('referrer-policy'), page.headers.get('x-robots-tag')]).toEqual([
      'no-store',
      'no-referrer',
      'noindex',
    ])
  })

  it('never checks anyone in: 404 at the door, as the code or its URL; the entry code page shows the contact code only', async () => {
    const { night, ann, codes } = await twoPeople()
    for (const token of [codes.ann, `${server.url}/c/${codes.ann}`]) {
      const door = await owner.client.post<ApiError>(`/api/events/${night.id}/check-ins`, { token })
      expect(door.status).toBe(404)
    }
    const page = await anonymous.get<{ registration: { checkInUrl: string } }>(`/api/registrations/${ann.token}`)
    const entry = await anonymous.get<EntryCodeDto>(`/api/entry-codes/${page.body.registration.checkInUrl.split('/').pop()}`)
    expect(entry.status).toBe(200)
    // Printed beside it on the badge: a neighbour who scanned the entry code is offered the swap.
    expect(entry.body.contactCode).toBe(codes.ann)
    expect(entry.text).not.toMatch(/Five-axis|"offers"|"needs"|"share"|"line"/)
    // Withdrawn: the code is gone from the entry page too.
    expect((await anonymous.request('DELETE', `/api/registrations/${ann.token}/networking`)).status).toBe(200)
    const after = await anonymous.get<EntryCodeDto>(`/api/entry-codes/${page.body.registration.checkInUrl.split('/').pop()}`)
    expect(after.body).not.toHaveProperty('contactCode')
    const list = await owner.client.get(`/api/events/${night.id}/check-ins`)
    expect(list.text).not.toMatch(new RegExp(`${codes.ann}|Five-axis|"offers"|"needs"|contactCode`))
  })
})

describe('the swap limit', () => {
  it('30 requests a minute per manage link, then 429; another link is not held up', async () => {
    const { ann, ben, codes } = await twoPeople()
    for (let i = 0; i < 30; i++) expect((await swap(ann.token, 'ZZZZZZZZ')).status).toBe(404)
    const limited = await swap(ann.token, codes.ben)
    expect([limited.status, limited.body.message]).toEqual([429, 'Too many swap requests. Please wait a minute and try again.'])
    expect((await swap(ben.token, codes.ann)).status).toBe(201)
  })
})
