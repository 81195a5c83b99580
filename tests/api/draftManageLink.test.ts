import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/**
 * A draft hides from the public, never from the people its team added (issue 52): their
 * confirmation's manage link opens their registration, corrects it, and "Download my data" lists
 * it, while the night itself still answers 404 to everyone else.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer

beforeAll(async () => ({ smtp, server } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

describe("a draft's own people", () => {
  it('open, correct and export their registration through the emailed link', async () => {
    const owner = await createHost(server)
    const draft = await createEvent(owner.client, { name: 'Private Preview', status: 'draft' })
    const guest = attendee({ name: 'Petra Preview' })
    expect((await owner.client.post(`/api/events/${draft.id}/attendees`, guest)).status).toBe(201)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(guest.email))
    const link = new URL(/https?:\/\/\S+\/registrations\/\S+/.exec(mail.text ?? '')![0])
    const token = link.pathname.split('/').pop()!
    const visitor = new Client(server.url)

    const opened = await visitor.get<{ event: { name: string }; registration: { name: string } }>(`/api/registrations/${token}`)
    expect([opened.status, opened.body.event?.name, opened.body.registration?.name]).toEqual([
      200,
      'Private Preview',
      'Petra Preview',
    ])
    const corrected = await visitor.patch<{ registration: { company: string } }>(`/api/registrations/${token}`, {
      company: 'Preview Works',
    })
    expect([corrected.status, corrected.body.registration?.company]).toEqual([200, 'Preview Works'])
    const exported = await visitor.get<{ registrations: { event: { name: string } }[] }>(
      `/api/registrations/${token}/export?proof=${link.searchParams.get('proof')}`,
    )
    expect(exported.status).toBe(200)
    expect(exported.body.registrations.map((registration) => registration.event.name)).toEqual(['Private Preview'])

    // The night stays hidden from the public.
    expect((await visitor.get(`/api/events/${draft.id}`)).status).toBe(404)
  })
})
