import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../config/env'

/**
 * Creates the MASTER_ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME when none exists.
 * Without a password one is generated, printed once and (outside production) kept in
 * data/admin-credentials.txt so a lost terminal does not lock the owner out.
 */
export async function ensureMasterAdmin(payload: Payload, env: Env, logger: Logger) {
  const existing = await payload.count({ collection: 'users', where: { role: { equals: 'MASTER_ADMIN' } } })
  if (existing.totalDocs > 0) return
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  try {
    await payload.create({
      collection: 'users',
      data: { name: env.ADMIN_NAME, email: env.ADMIN_EMAIL.toLowerCase(), password, role: 'MASTER_ADMIN', approved: true },
    })
  } catch (err) {
    // Processes starting at once on one database (web processes and a worker): the unique email
    // let one of them create the admin, and the others find it.
    const now = await payload.count({ collection: 'users', where: { role: { equals: 'MASTER_ADMIN' } } })
    if (now.totalDocs > 0) return
    throw err
  }
  logger.info({ email: env.ADMIN_EMAIL }, 'master admin created')
  if (!generated) return
  const lines = ['', '  Master admin sign-in (shown once):', `    email:    ${env.ADMIN_EMAIL}`, `    password: ${password}`, '']
  if (env.NODE_ENV !== 'production' && env.DATABASE_URI.startsWith('file:')) {
    const file = path.resolve(path.dirname(env.DATABASE_URI.slice('file:'.length)), 'admin-credentials.txt')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `email: ${env.ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 })
    lines.push(`    (also saved in ${path.relative(process.cwd(), file)})`, '')
  }
  console.log(lines.join('\n'))
}
