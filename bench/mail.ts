import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import { createClient } from '@libsql/client'
import nodemailer from 'nodemailer'
import { startServer } from './processes'

/** The counting SMTP sink of bench/smtpSink.ts in its own process: its port, its count, its end. */
async function startSink() {
  const child = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'smtpSink.ts'), {
    execArgv: ['--import', 'tsx'],
  })
  const port = await new Promise<number>((resolve) => child.once('message', (message: { port: number }) => resolve(message.port)))
  const received = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message: { received: number }) => resolve(message.received))
      child.send('count')
    })
  const close = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.disconnect()
    })
  return { port, received, close }
}

/** Pending outbox rows straight into the SQLite file, as a burst of registrations leaves them. */
async function queueBacklog(databaseUri: string, count: number) {
  const client = createClient({ url: databaseUri })
  await client.execute('PRAGMA busy_timeout = 15000')
  const base = Date.now()
  for (let start = 0; start < count; start += 500) {
    const rows = Math.min(500, count - start)
    const values: (string | number)[] = []
    for (let i = start; i < start + rows; i++) {
      const stamp = new Date(base + i).toISOString()
      values.push(
        `guest${i}@example.com`,
        `You're registered (${i})`,
        'See you there!',
        '<p>See you there!</p>',
        'pending',
        0,
        stamp,
        stamp,
      )
    }
    await client.execute({
      sql: `INSERT INTO email_outbox (\`to\`, subject, text, html, status, attempts, updated_at, created_at) VALUES ${Array(rows).fill('(?,?,?,?,?,?,?,?)').join(',')}`,
      args: values,
    })
  }
  client.close()
}

/** Messages still waiting or being sent. */
async function unsentCount(databaseUri: string) {
  const client = createClient({ url: databaseUri })
  const result = await client.execute("SELECT count(*) AS unsent FROM email_outbox WHERE status IN ('pending', 'sending')")
  client.close()
  return Number(result.rows[0].unsent)
}

/** 200 registrations in 10 waves of 20 simultaneous ones, on a new unlimited event. */
async function registrationWaves(base: string, env: Record<string, string>, tag: string) {
  const headers = { 'Content-Type': 'application/json', Origin: base }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  })
  const cookie = login.headers.getSetCookie()[0].split(';')[0]
  const start = new Date(Date.now() + 86400_000)
  const created = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      name: `Mail Night ${tag}`,
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timezone: 'America/Chicago',
      venue: 'V',
      street: 'S',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      maxAttendees: 0,
    }),
  })
  const eventId = ((await created.json()) as { id: string | number }).id
  const latencies: number[] = []
  let failures = 0
  for (let wave = 0; wave < 10; wave++) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const sent = performance.now()
        const response = await fetch(`${base}/api/events/${eventId}/attendees`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'Guest', email: `${tag}${wave}.${i}@example.com`, company: 'Mail Co', formFillMs: 5000 }),
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        if (response.status !== 201) failures++
      }),
    )
  }
  return { latencies, failures }
}

const REGISTRATION_ROUNDS = 3

export interface MailFigures {
  messagesPerSecond: number
  backlogSeconds: number
  baselinePerSecond: number
  /** p99 of each round of 200 registrations while the backlog drains. */
  registrationP99s: number[]
  /** The same rounds with nothing queued, on a server started the same way. */
  quietRegistrationP99s: number[]
  registrationFailures: number
}

/**
 * The mail queue against a local SMTP sink: a backlog of `count` messages cleared by one
 * server process, with registrations arriving meanwhile (they must not wait on mail); the
 * same-run baseline is nodemailer's own pooled transport sending straight to the sink.
 */
export async function mailThroughput(
  baseEnv: Record<string, string>,
  port: number,
  count: number,
  percentile: (samples: number[], p: number) => number,
): Promise<MailFigures> {
  const sink = await startSink()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-bench-mail-'))
  const env: Record<string, string> = {
    ...baseEnv,
    DATABASE_URI: `file:${path.join(dir, 'mail.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    SERVER_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  }
  try {
    // Baseline: 1,000 messages straight through a pooled transport.
    const direct = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      pool: true,
      maxConnections: 8,
      ignoreTLS: true,
    })
    const baselineStart = performance.now()
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        direct.sendMail({ from: 'bench@example.com', to: `b${i}@example.com`, subject: 'baseline', text: 'See you there!' }),
      ),
    )
    const baselinePerSecond = 1000 / ((performance.now() - baselineStart) / 1000)
    direct.close()

    // The same rounds of 200 registrations on an empty queue first (the baseline), then with the
    // backlog; the first round of each is a just-started server's first registrations.
    const rounds = async (base: string, tag: string) => {
      const results = []
      for (let round = 1; round <= REGISTRATION_ROUNDS; round++)
        results.push(await registrationWaves(base, env, `${tag}${round}`))
      return results
    }
    const first = await startServer(env, port)
    const quiet = await rounds(first.url, 'quiet')
    await first.stop()
    await queueBacklog(env.DATABASE_URI, count)
    const before = await sink.received()
    const started = performance.now()
    const server = await startServer(env, port)
    // The night's case: people register while an announcement is going out, so the waves begin
    // once the sink has taken the backlog's first messages (a started server otherwise begins to
    // send only after its first pause in requests, which may fall after the waves).
    const sending = Date.now() + 60_000
    while ((await sink.received()) === before) {
      if (Date.now() > sending) throw new Error('the backlog did not start to go out within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const during = await rounds(server.url, 'during')
    const deadline = Date.now() + 5 * 60_000
    while ((await unsentCount(env.DATABASE_URI)) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    const backlogSeconds = (performance.now() - started) / 1000
    await server.stop()
    const delivered = (await sink.received()) - before
    return {
      messagesPerSecond: delivered / backlogSeconds,
      backlogSeconds,
      baselinePerSecond,
      registrationP99s: during.map((round) => percentile(round.latencies, 99)),
      quietRegistrationP99s: quiet.map((round) => percentile(round.latencies, 99)),
      registrationFailures: [...during, ...quiet].reduce((sum, round) => sum + round.failures, 0),
    }
  } finally {
    await sink.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
