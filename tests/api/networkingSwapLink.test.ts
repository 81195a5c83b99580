import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { uniqueEmail } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import { SWAP_LINKS_PER_ADDRESS } from '../../cms/http/middleware/rateLimits'
import type { ApiError } from '../../contract/types'
import type { SwapResultDto } from '../../contract/networking'
import type { TestServer } from '../support/testServer'

/**
 * "Email me my link" on a badge's `/c/{code}` page (issue 54 item 2): one address in, the same
 * 202 for everyone; only a registration holding a seat on the code's night gets an email, with
 * its manage link opened at the swap with the code filled in, and that link asks for the swap.
 * Rate limited per address (always on), 404 for a code that is not valid, 400 for a bad address.
 */
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client
let anonymous: Client

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  anonymous = new Client(server.url)
})
afterAll(() => stopServerWithMail({ smtp, server }))

const askLink = (code: string, email: unknown) => anonymous.post<ApiError>(`/api/contact-codes/${code}/my-link`, { email })

/** The rows queued for an address with the "Email me my link" template. */
const swapLinksTo = async (email: string) =>
  (
    await server.payload.count({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: email } }, { template: { equals: 'swapLink' } }] },
    })
  ).totalDocs

describe('Email me my link', () => {
  it('emails a registered scanner their manage link at the swap, with the code filled in; that link asks', async () => {
    const night = await networkingNight(master, { name: 'Link Swap Night' })
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: uniqueEmail('ann') },
      { offers: ['CNC machining'], share: { email: true } },
    )
    const ben = await registerWith(
      server,
      night.id,
      { name: 'Ben Okafor', company: 'Boxwell', email: uniqueEmail('ben') },
      { needs: ['CNC machining'] },
    )
    const annCode = (await networkingOf(server, ann.token)).contactCode!

    // Typed as people type it: other capitals, spaces around.
    const answer = await askLink(annCode, `  ${ben.email.toUpperCase()} `)
    expect([answer.status, answer.body]).toEqual([202, { message: messages.swapLinkSent }])
    expect(answer.headers.get('cache-control')).toBe('private, no-store')

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ben.email) && /swap contacts with Ann/.test(m.subject ?? ''))
    const url = new RegExp(
      `Swap contacts with Ann: (\\S+/registrations/${ben.token}\\?proof=[^\\s&#]+&swap=${annCode}#who-to-meet)`,
    )
    expect(mail.text).toMatch(url)
    expect(mail.text).not.toContain(ann.email)

    // The link is Ben's own: his token asks Ann for the swap.
    const link = new URL(url.exec(mail.text ?? '')![1])
    const token = link.pathname.split('/').pop()!
    const swap = await anonymous.post<SwapResultDto>(`/api/registrations/${token}/swaps`, { code: link.searchParams.get('swap') })
    expect([swap.status, swap.body]).toEqual([201, { status: 'requested' }])
    expect((await networkingOf(server, ann.token)).swaps.incoming).toEqual([expect.objectContaining({ firstName: 'Ben' })])
  })

  it('answers the same for an address not on the night, a cancelled one, one from another night; none gets an email', async () => {
    const night = await networkingNight(master, { name: 'Quiet Link Night' })
    const other = await networkingNight(master, { name: 'Other Link Night' })
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: uniqueEmail('ann') },
      { offers: ['CNC machining'] },
    )
    const gone = await registerWith(server, night.id, { name: 'Gil Gone', company: 'Gone Co', email: uniqueEmail('gil') })
    expect((await anonymous.post(`/api/registrations/${gone.token}/cancel`)).status).toBe(200)
    const elsewhere = await registerWith(server, other.id, { name: 'Eve Else', company: 'Else Co', email: uniqueEmail('eve') })
    const nobody = uniqueEmail('nobody')
    const cy = await registerWith(server, night.id, { name: 'Cy Chen', company: 'Circuit Co', email: uniqueEmail('cy') })
    const annCode = (await networkingOf(server, ann.token)).contactCode!

    const answers = []
    for (const email of [nobody, gone.email, elsewhere.email, cy.email]) {
      const answer = await askLink(annCode, email)
      answers.push([answer.status, answer.body])
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([202, { message: messages.swapLinkSent }])]),
    )
    // Cy (asked last) is emailed; by then the looks-up before were done and queued nothing.
    await smtp.waitFor((m) => m.envelopeTo.includes(cy.email) && /swap contacts with Ann/.test(m.subject ?? ''))
    expect([await swapLinksTo(nobody), await swapLinksTo(gone.email), await swapLinksTo(elsewhere.email)]).toEqual([0, 0, 0])
    expect(await swapLinksTo(cy.email)).toBe(1)
  })

  it('refuses a code that is not valid (404) and an address that is not one (400)', async () => {
    const night = await networkingNight(master, { name: 'Bad Link Night' })
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: uniqueEmail('ann') },
      { offers: ['CNC machining'] },
    )
    const annCode = (await networkingOf(server, ann.token)).contactCode!
    const unknown = await askLink('ZZZZ9999', uniqueEmail('x'))
    expect([unknown.status, unknown.body.message]).toEqual([404, messages.contactCodeInvalid])
    for (const email of ['not-an-email', '', 42]) {
      const bad = await askLink(annCode, email)
      expect([bad.status, bad.body.errors?.email]).toEqual([400, messages.invalidEmail])
    }
  })

  it(`sends one address at most ${SWAP_LINKS_PER_ADDRESS} links an hour, registered or not: the next ask is 429`, async () => {
    const night = await networkingNight(master, { name: 'Busy Link Night' })
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling', email: uniqueEmail('ann') },
      { offers: ['CNC machining'] },
    )
    const dan = await registerWith(server, night.id, { name: 'Dan Doe', company: 'Doe Co', email: uniqueEmail('dan') })
    const annCode = (await networkingOf(server, ann.token)).contactCode!
    for (const email of [dan.email, uniqueEmail('stranger')]) {
      for (let ask = 0; ask < SWAP_LINKS_PER_ADDRESS; ask++) expect((await askLink(annCode, email)).status).toBe(202)
      const over = await askLink(annCode, email)
      expect([over.status, over.body.message]).toEqual([429, messages.tooManyRequests])
    }
    await smtp.waitFor((m) => m.envelopeTo.includes(dan.email) && /swap contacts/.test(m.subject ?? ''))
    // Give the last looks-up their moment, then count: never more than the limit.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await swapLinksTo(dan.email)).toBe(SWAP_LINKS_PER_ADDRESS)
  })
})
