import type { Payload } from 'payload'

/** Polls a condition until it holds: a signal to wait on instead of a fixed sleep. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Resolves once the durable mail queue holds nothing waiting or being sent: every message
 * stored so far has been handed to the SMTP server (a row turns `sent` only after the server
 * accepted it). "Nothing else was sent" is then a fact to check, not a guess after a sleep.
 */
export const outboxIdle = (payload: Payload, timeoutMs = 30_000) =>
  waitFor(
    async () =>
      (await payload.db.count({ collection: 'email-outbox', where: { status: { in: ['pending', 'sending'] } } })).totalDocs === 0,
    timeoutMs,
    'an idle mail queue',
  )
