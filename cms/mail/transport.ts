import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Env } from '../env'

/**
 * Without SMTP_URL every message becomes an .eml file in OUTBOX_DIR, so development loses
 * nothing and needs no mail server.
 */
export function createTransport(env: Env): Transporter {
  if (env.SMTP_URL) return nodemailer.createTransport(env.SMTP_URL)
  const dir = path.resolve(env.OUTBOX_DIR)
  fs.mkdirSync(dir, { recursive: true })
  return nodemailer.createTransport({
    name: 'outbox',
    version: '1',
    send(mail: any, callback: (err: Error | null, info?: unknown) => void) {
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.message.messageId().replace(/[<>@]/g, '')}.eml`)
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const partial = `${file}.part`
      const output = fs.createWriteStream(partial)
      mail.message.createReadStream().pipe(output)
      output.on('finish', () => {
        fs.renameSync(partial, file)
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file })
      })
      output.on('error', (err) => callback(err))
    },
  } as never)
}
