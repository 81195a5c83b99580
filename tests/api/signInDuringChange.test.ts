import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createHost, eventBody, signIn, signInMaster } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { messages } from '../../contract/messages'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'
import type { ApiError } from '../../contract/types'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
beforeAll(async () => {
  ;({ smtp, server } = await startServerWithMail())
})
afterAll(() => stopServerWithMail({ smtp, server }))

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A request under way, and whether it has answered yet (so a test knows which of two writes came first). */
function underWay<T>(request: Promise<T>) {
  const state = { answered: false, answer: request }
  state.answer = request.then((answer) => {
    state.answered = true
    return answer
  })
  return state
}

/** The token of the reset email to an address, read from its link. */
async function resetTokenFor(email: string) {
  expect((await new Client(server.url).post('/api/auth/forgot-password', { email })).status).toBe(200)
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /reset your password/.test(m.subject ?? ''))
  return new URL(/(https?:\/\/\S+\/auth\/reset\?token=[^\s"<]+)/.exec(mail.text ?? '')![1]).searchParams.get('token')!
}

/**
 * A sign-in reads the account, checks the password on the thread pool for tens of milliseconds,
 * then writes the account's new session (cms/db/authWrites.ts); a password reset reads it, hashes
 * the new password, then writes it. Both wrote back the whole row they had read, so a host the
 * master admin deactivated in between was approved again.
 */
describe('a change made to an account while it signs in or resets its password', () => {
  it('a host deactivated while signing in stays deactivated, and approved again starts with no session', async () => {
    const master = await signInMaster(server)
    const raced: { host: Awaited<ReturnType<typeof createHost>>; racer: Client }[] = []
    // The master's answer arrives at different points of the sign-in's password check; a host
    // each time, so the failed sign-ins stay under the per-address limit.
    for (const waitMs of [0, 2, 4, 8, 12, 16]) {
      const host = await createHost(server)
      const racer = new Client(server.url)
      const signingIn = underWay(racer.post('/api/login', { email: host.email, password: host.password }))
      await pause(waitMs)
      expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: false })).status).toBe(200)
      const deactivatedFirst = !signingIn.answered
      const signedIn = await signingIn.answer
      expect([200, 403]).toContain(signedIn.status)
      if (deactivatedFirst && signedIn.status === 200) raced.push({ host, racer })
      // A session that sign-in still got carries no rights: the account's approval is read at each request.
      if (signedIn.status === 200) expect((await racer.post('/api/events', eventBody())).status).toBe(403)

      const account = await server.payload.findByID({ collection: 'users', id: host.id, depth: 0 })
      expect({ waitMs, approved: account.approved, rejected: account.rejected }).toEqual({
        waitMs,
        approved: false,
        rejected: true,
      })
      const again = await new Client(server.url).post<ApiError>('/api/login', { email: host.email, password: host.password })
      expect({ waitMs, status: again.status, message: again.body.message }).toEqual({
        waitMs,
        status: 403,
        message: messages.hostRejected,
      })
    }
    // The deactivation finished while a sign-in that still got its session was under way: the case above.
    expect(raced.length).toBeGreaterThan(0)

    // Approved again, the account starts with no session: the one that sign-in got ends too.
    const [{ host, racer }] = raced
    expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: true })).status).toBe(200)
    expect((await racer.post('/api/events', eventBody())).status).toBe(401)
    const again = await signIn(server, host.email, host.password)
    expect((await again.post('/api/events', eventBody())).status).toBe(201)
  })

  it('a host deactivated while resetting the password stays deactivated', async () => {
    const master = await signInMaster(server)
    let deactivatedFirst = 0
    for (const waitMs of [0, 4, 8, 16]) {
      const host = await createHost(server)
      const token = await resetTokenFor(host.email)
      const resetting = underWay(
        new Client(server.url).post('/api/auth/reset-password', { token, password: `new-password-${waitMs}` }),
      )
      await pause(waitMs)
      expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: false })).status).toBe(200)
      if (!resetting.answered) deactivatedFirst++
      expect([200, 403]).toContain((await resetting.answer).status)

      const account = await server.payload.findByID({ collection: 'users', id: host.id, depth: 0 })
      expect({ waitMs, approved: account.approved, rejected: account.rejected }).toEqual({
        waitMs,
        approved: false,
        rejected: true,
      })
    }
    expect(deactivatedFirst).toBeGreaterThan(0)
  })
})
