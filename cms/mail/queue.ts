import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import { asSystem } from '../lib/asCaller'

export interface OutgoingMail {
  to: string | string[]
  subject: string
  text: string
  html: string
  replyTo?: string
  attachments?: { filename: string; content: string; contentType: string }[]
}

export interface MailQueueOptions {
  /** How often due messages are looked for. */
  pollMs?: number
  /** First retry delay; doubles each attempt up to an hour. */
  baseDelayMs?: number
  /** Attempts before a message is marked failed. */
  maxAttempts?: number
}

export interface MailQueue {
  /** Stores a message; with the `req` of an atomic unit, inside that unit (sent after it commits). */
  enqueue(mail: OutgoingMail, req?: PayloadRequest): Promise<void>
  /** Looks for due messages now (after an enqueue, so mail goes out at once). */
  kick(): void
  stop(): Promise<void>
}

const STALE_CLAIM_MS = 5 * 60 * 1000
const MAX_DELAY_MS = 60 * 60 * 1000

/**
 * A durable queue in the database: enqueue stores, the worker claims a message with an
 * atomic status change (so two processes never both send it), sends, and records the
 * outcome. A process that dies mid-send leaves a stale claim that is put back later.
 */
export function createMailQueue(payload: Payload, logger: Logger, options: MailQueueOptions = {}): MailQueue {
  const { pollMs = 2000, baseDelayMs = 5000, maxAttempts = 8 } = options
  let stopped = false
  let draining: Promise<void> | null = null
  let again = false

  async function releaseStaleClaims() {
    await payload.db.updateMany({
      collection: 'email-outbox',
      where: {
        and: [{ status: { equals: 'sending' } }, { claimedAt: { less_than: new Date(Date.now() - STALE_CLAIM_MS).toISOString() } }],
      },
      data: { status: 'pending' },
    } as never)
  }

  async function claim(id: string | number) {
    return payload.db.updateOne({
      collection: 'email-outbox',
      where: { and: [{ id: { equals: id } }, { status: { equals: 'pending' } }] },
      data: { status: 'sending', claimedAt: new Date().toISOString() },
      options: { atomic: true },
    } as never)
  }

  async function deliver(message: Record<string, any>) {
    const attempts = (message.attempts ?? 0) + 1
    try {
      await payload.sendEmail({
        to: message.to.split(',').map((address: string) => address.trim()),
        replyTo: message.replyTo || undefined,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        attachments: message.attachments ?? undefined,
      })
      await payload.update({
        collection: 'email-outbox',
        id: message.id,
        data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
        ...asSystem('mail queue'),
      })
      logger.info({ subject: message.subject, attempts }, 'email sent')
    } catch (err) {
      const failed = attempts >= maxAttempts
      const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS)
      await payload.update({
        collection: 'email-outbox',
        id: message.id,
        data: {
          status: failed ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(Date.now() + delay).toISOString(),
          lastError: err instanceof Error ? err.message : String(err),
        },
        ...asSystem('mail queue'),
      })
      logger[failed ? 'error' : 'warn']({ subject: message.subject, attempts, err }, failed ? 'email failed for good' : 'email will be retried')
    }
  }

  async function drainOnce() {
    await releaseStaleClaims()
    const due = await payload.find({
      collection: 'email-outbox',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: new Date().toISOString() } }] },
        ],
      },
      sort: 'createdAt',
      limit: 20,
      depth: 0,
      ...asSystem('mail queue'),
    })
    for (const message of due.docs) {
      if (stopped) return
      const claimed = await claim(message.id)
      if (claimed) await deliver(message)
    }
  }

  function drain(): Promise<void> {
    if (draining) {
      again = true
      return draining
    }
    draining = (async () => {
      do {
        again = false
        await drainOnce().catch((err) => logger.error({ err }, 'mail queue error'))
      } while (again && !stopped)
    })().finally(() => {
      draining = null
    })
    return draining
  }

  const timer = setInterval(() => void drain(), pollMs)
  timer.unref()

  return {
    async enqueue(mail, req) {
      await payload.create({
        collection: 'email-outbox',
        data: {
          to: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
          status: 'pending',
          attempts: 0,
        },
        ...(req ? { req } : {}),
        ...asSystem('mail queue'),
      })
      // Inside a unit the row is not committed yet: the unit's caller kicks the queue after.
      if (!req) void drain()
    },
    kick: () => void drain(),
    async stop() {
      stopped = true
      clearInterval(timer)
      await draining
    },
  }
}
