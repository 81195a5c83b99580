import { asSystem } from '../lib/asCaller'
import { outboxPump } from '../lib/outboxPump'
import { seatStoreOf } from '../db/seatStore'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Logger } from 'pino'
import type { EmailOutbox } from '../../payload-types'
import type { MailRenderer } from './render'
import type { Attachment, RenderedMail } from './templates'

/** What a row stores: who, the subject for the outbox's list, and the template with its data. */
export interface QueuedMail {
  to: string | string[]
  replyTo?: string
  subject: string
  template: string
  data: Record<string, unknown>
}

export interface MailQueueOptions {
  /** How often due messages are looked for. */
  pollMs?: number
  /** First retry delay; doubles each attempt up to an hour. */
  baseDelayMs?: number
  /** Attempts before a message is marked failed. */
  maxAttempts?: number
  /** Renders a row's template at send time (cms/mail/render.ts); without one, templated rows wait. */
  render?: MailRenderer
  /**
   * False in a web process (SERVER_ROLE=web): rows are written, never sent; the workers send
   * them. Default true.
   */
  sends?: boolean
  /** Whether the process is answering a request: sending waits until it is not (cms/lib/requestActivity.ts). */
  answering?: () => boolean
}

export interface MailQueue {
  /** Stores a message; with the `req` of an atomic unit, inside that unit (sent after it commits). */
  enqueue(mail: QueuedMail, req?: PayloadRequest): Promise<void>
  /** Looks for due messages soon (after an enqueue, so mail goes out at once, or right after a rush). */
  kick(): void
  stop(): Promise<void>
}

/** A claim is a lease: renewed while a message is being sent, taken back soon after a crash. */
const LEASE_MS = 30_000
const RENEW_EVERY_MS = 10_000
const MAX_DELAY_MS = 60 * 60 * 1000
/** Messages sent at once; the SMTP transport pools its connections (config/mailTransport.ts). */
const CONCURRENCY = 16
const BATCH = 64
/**
 * A durable queue in the database (docs/operations.md, "Email"): enqueue stores a row of
 * template and data (inside the caller's atomic unit when it has one), the workers claim a message with an atomic status
 * change and a short lease (so two processes never both send it), send it with a Message-ID
 * derived from its row (so a resend after a crash is recognisable as the same message), and
 * record the outcome. Delivery is at least once: a process killed between the SMTP answer and
 * the "sent" mark leaves a lease that expires and the message goes out again.
 */
export function createMailQueue(payload: Payload, logger: Logger, options: MailQueueOptions = {}): MailQueue {
  const { pollMs = 2000, baseDelayMs = 5000, maxAttempts = 8, render, sends = true, answering } = options
  const host = new URL(payload.config.serverURL || 'http://localhost').hostname

  async function releaseExpiredLeases() {
    await payload.db.updateMany({
      collection: 'email-outbox',
      where: {
        and: [{ status: { equals: 'sending' } }, { claimedAt: { less_than: new Date(Date.now() - LEASE_MS).toISOString() } }],
      },
      data: { status: 'pending' },
    })
  }

  /** The row as claimed (with its data now), or null when another worker has it or it is gone. */
  async function claim(id: string | number) {
    return (await payload.db.updateOne({
      collection: 'email-outbox',
      where: { and: [{ id: { equals: id } }, { status: { equals: 'pending' } }] },
      data: { status: 'sending', claimedAt: new Date().toISOString() },
      options: { atomic: true },
    })) as unknown as EmailOutbox | null
  }

  /** Keeps the lease while one slow send is under way. */
  function renewWhileSending(id: string | number) {
    const timer = setInterval(() => {
      void payload.db
        .updateOne({
          collection: 'email-outbox',
          where: { and: [{ id: { equals: id } }, { status: { equals: 'sending' } }] },
          data: { claimedAt: new Date().toISOString() },
          returning: false,
        })
        .catch((err) => logger.warn({ err }, 'email lease could not be renewed'))
    }, RENEW_EVERY_MS)
    timer.unref()
    return () => clearInterval(timer)
  }

  /** The outcome of one send: a single conditional write, only while this worker holds the claim. */
  async function record(id: string | number, data: Record<string, unknown>) {
    await payload.db.updateOne({
      collection: 'email-outbox',
      where: { and: [{ id: { equals: id } }, { status: { equals: 'sending' } }] },
      data,
      returning: false,
    })
  }

  /** The message of a row: its template rendered now, or the body an earlier version stored. */
  async function contentOf(message: EmailOutbox): Promise<RenderedMail> {
    if (!message.template) {
      return {
        subject: message.subject,
        text: message.text ?? '',
        html: message.html ?? '',
        attachments: (message.attachments as Attachment[] | null) ?? undefined,
      }
    }
    if (!render) throw new Error('no mail renderer in this process')
    return render(message.template, message.data)
  }

  /** Sends one claimed row; false when it failed and waits for a retry (or failed for good). */
  async function deliver(message: EmailOutbox): Promise<boolean> {
    const attempts = (message.attempts ?? 0) + 1
    const stopRenewing = renewWhileSending(message.id)
    try {
      const content = await contentOf(message)
      await payload.sendEmail({
        to: message.to.split(',').map((address) => address.trim()),
        replyTo: message.replyTo || undefined,
        subject: content.subject,
        text: content.text,
        html: content.html || undefined,
        // Base64 keeps a calendar file byte for byte: quoted-printable lets readers turn its
        // CRLF line ends into LF, which strict iCalendar readers refuse.
        attachments: content.attachments?.map((file) => ({ ...file, contentTransferEncoding: 'base64' as const })),
        headers: content.headers,
        messageId: `<outbox-${message.id}-${Date.parse(message.createdAt) || 0}@${host}>`,
      })
      stopRenewing()
      // Once delivered the data and any body are gone (sealed links, a reset token); the
      // headers, addressee, subject and status stay for the CMS (docs/operations.md).
      await record(message.id, {
        status: 'sent',
        attempts,
        sentAt: new Date().toISOString(),
        lastError: null,
        data: null,
        text: '',
        html: null,
        attachments: null,
      })
      logger.info({ subject: message.subject, attempts }, 'email sent')
      return true
    } catch (err) {
      stopRenewing()
      const failed = attempts >= maxAttempts
      const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS)
      await record(message.id, {
        status: failed ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: new Date(Date.now() + delay).toISOString(),
        lastError: err instanceof Error ? err.message : String(err),
      })
      logger[failed ? 'error' : 'warn'](
        { subject: message.subject, attempts, err },
        failed ? 'email failed for good' : 'email will be retried',
      )
      return false
    }
  }

  /**
   * Addresses whose earlier message is not out yet, with the moment from which their messages
   * wait: everything, while another worker is sending to them (a row claimed, its lease alive);
   * what was written after a message that failed and waits for its retry (a cancellation must not
   * overtake the confirmation the mail server refused a minute ago). So one address's messages go
   * out in the order they were written, whatever the number of workers and the mail server's mood.
   * `now` is the moment the batch was read at: a retry that came due between the two reads is in
   * neither the batch nor, read with a later clock, the retries, and what it holds would go first.
   */
  async function heldAddresses(due: EmailOutbox[], now: string): Promise<Map<string, number>> {
    if (!due.length) return new Map()
    const to = { in: [...new Set(due.map((message) => message.to))] }
    // Two reads, each by its own index (`status`, `nextAttemptAt`): under a backlog of thousands
    // of pending rows, one read joining them with OR would walk them all at every batch.
    const earlier = (where: Where, reason: string) =>
      payload.find({
        collection: 'email-outbox',
        where: { and: [where, { to }] },
        depth: 0,
        pagination: false,
        select: { to: true, status: true, createdAt: true },
        ...asSystem(reason),
      })
    const [sending, retrying] = await Promise.all([
      earlier({ status: { equals: 'sending' } }, 'mail queue: addresses another worker is sending to'),
      earlier({ nextAttemptAt: { greater_than: now } }, 'mail queue: addresses with a message waiting for its retry'),
    ])
    const held = new Map<string, number>()
    const hold = (address: string, from: number) => held.set(address, Math.min(from, held.get(address) ?? Infinity))
    for (const message of sending.docs) hold(message.to, -Infinity)
    for (const message of retrying.docs) {
      // Claimed by another worker after the `sending` read beside it ran: held as that read's rows are.
      if (message.status === 'sending') hold(message.to, -Infinity)
      if (message.status === 'pending') hold(message.to, Date.parse(message.createdAt))
    }
    return held
  }

  /** One batch of due messages, sent CONCURRENCY addresses at a time. Returns whether it was full. */
  async function drainOnce(): Promise<boolean> {
    await releaseExpiredLeases()
    const now = new Date().toISOString()
    const due = await payload.find({
      collection: 'email-outbox',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: now } }] },
        ],
      },
      sort: 'createdAt',
      limit: BATCH,
      // Only whether the batch was full matters: no count of every pending message per batch.
      pagination: false,
      depth: 0,
      // The template's data is hidden from every API; the queue alone reads it, to render.
      showHiddenFields: true,
      ...asSystem('mail queue'),
    })
    // One address's messages go one after another, in the order they were written (a
    // confirmation, its cancellation, a new confirmation arrive as they happened); different
    // addresses go CONCURRENCY at a time.
    const byAddress = new Map<string, EmailOutbox[]>()
    const held = await heldAddresses(due.docs, now)
    for (const message of due.docs) {
      if (Date.parse(message.createdAt) >= (held.get(message.to) ?? Infinity)) continue
      const messages = byAddress.get(message.to) ?? []
      byAddress.set(message.to, messages)
      messages.push(message)
    }
    const queue = [...byAddress.values()]
    const worker = async () => {
      for (let messages = queue.shift(); messages && !pump.stopped; messages = queue.shift()) {
        for (const message of messages) {
          await pump.yieldToRequests()
          if (pump.stopped) return
          // Another worker took this one, or it failed and waits for its retry: the rest of the
          // address's messages wait for it, in order.
          // What was claimed, not what the batch read: while this row waited for the requests
          // above, one of them may have rewritten it (someone in a reminder's list withdrew:
          // collections/Networking/waitingPeopleLists.ts), and that is what goes.
          const claimed = await claim(message.id)
          if (!claimed) break
          if (!(await deliver(claimed))) break
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker))
    return due.docs.length === BATCH
  }

  const pump = outboxPump({
    drainOnce,
    onError: (err) => logger.error({ err }, 'mail queue error'),
    pollMs,
    polls: sends,
    answering,
  })

  return {
    async enqueue(mail, req) {
      // Below Payload's operations: the collection has no hooks and every field is set here, and a
      // registration's unit writes this row while a rush waits for the write lock; the seat store
      // writes it with a statement prepared once (docs/benchmarks.md).
      const now = new Date().toISOString()
      await seatStoreOf(payload).queueMail(
        {
          to: Array.isArray(mail.to) ? mail.to.join(', ') : mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          template: mail.template,
          data: mail.data,
          status: 'pending',
          attempts: 0,
          createdAt: now,
          updatedAt: now,
        },
        req,
      )
      // Inside a unit the row is not committed yet: the unit's caller kicks the queue after.
      if (!req && sends) void pump.drain()
    },
    kick: pump.kick,
    stop: pump.stop,
  }
}
