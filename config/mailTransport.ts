import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transport, type Transporter } from 'nodemailer'
import { crlfLineEnds } from './crlfLineEnds'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type { Env } from './env'

/**
 * The mail queue sends many messages at once (cms/mail/queue.ts): over a pool of SMTP
 * connections that stay open, unless the address says otherwise (`?pool=false`).
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '8')
  if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', '1000')
  return url.toString()
}

/** A process killed mid-write leaves `.part` files; a minute later nobody is still writing them. */
function removeAbandonedParts(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.part')) continue
    const file = path.join(dir, name)
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 60_000) fs.rmSync(file, { force: true })
    } catch {
      // Gone already (another process cleaned it).
    }
  }
}

/** What the outbox transport reports for a message written to disk. */
interface OutboxInfo {
  envelope: ReturnType<MailMessage['message']['getEnvelope']>
  messageId: string
  file: string
}

/**
 * Without SMTP_URL every message becomes an .eml file in OUTBOX_DIR, so development loses
 * nothing and needs no mail server.
 */
export function createTransport(env: Env): Transporter {
  if (env.SMTP_URL) return nodemailer.createTransport(pooled(env.SMTP_URL))
  const dir = path.resolve(env.OUTBOX_DIR)
  fs.mkdirSync(dir, { recursive: true })
  removeAbandonedParts(dir)
  // No info when writing failed, hence `| undefined`.
  const outbox: Transport<OutboxInfo | undefined> = {
    name: 'outbox',
    version: '1',
    send(mail: MailMessage, callback: (err: Error | null, info: OutboxInfo | undefined) => void) {
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.message.messageId().replace(/[<>@]/g, '')}.eml`,
      )
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const partial = `${file}.part`
      const output = fs.createWriteStream(partial)
      mail.message.createReadStream().pipe(crlfLineEnds()).pipe(output)
      output.on('finish', () => {
        fs.renameSync(partial, file)
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file })
      })
      output.on('error', (err) => callback(err, undefined))
    },
  }
  return nodemailer.createTransport(outbox)
}

/**
 * A web process (SERVER_ROLE=web) sends no mail: its emails are rows in the outbox that the
 * workers send. Its transport refuses, so nothing can send from it by mistake (docs/operations.md, "Roles").
 */
export function refusingTransport(): Transporter {
  const refuse: Transport<undefined> = {
    name: 'web-role',
    version: '1',
    send(_mail: MailMessage, callback: (err: Error | null, info: undefined) => void) {
      callback(new Error('a web process sends no mail: the outbox row waits for a worker'), undefined)
    },
  }
  return nodemailer.createTransport(refuse)
}
