import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from '@jest/globals'
import { startChildServer } from '../support/childServer'
import { operatorScript } from '../support/operatorScripts'
import { describeNeeding, itNeeding } from '../support/unavailable'
import { waitFor } from '../support/waiting'
import { burst, checkInvariants, createLimitedEvent, masterOf, type Attempt } from './helpers'

/**
 * Storage failures under a running server: a deleted database file, a read-only file
 * system, a full disk. Readiness tells the truth, writes answer 503 with the contract's
 * message, nothing unstored is acknowledged.
 */
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again.'
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const mounts: string[] = []

/** A small tmpfs of our own, or the reason this machine cannot give one. */
function smallDisk(sizeMb: number): string | { skipped: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-disk-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { encoding: 'utf8' })
  if (mounted.status !== 0)
    return { skipped: `mount -t tmpfs failed (${(mounted.stderr || mounted.error?.message || '').trim()}); needs root` }
  mounts.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of mounts) spawnSync('umount', ['-l', dir])
})

async function ready(url: string) {
  const response = await fetch(`${url}/api/ready`)
  return { status: response.status, body: (await response.json()) as { status: string } }
}

describe('a deleted database file', () => {
  it('turns readiness and writes to 503, and production will not start on an empty new file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-deleted-'))
    const server = await startChildServer(dir, { LOG_LEVEL: 'warn' })
    try {
      const eventId = await createLimitedEvent(server.url, 10)
      expect((await ready(server.url)).status).toBe(200)
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dir, 'test.db' + suffix), { force: true })
      const answer = await ready(server.url)
      expect(answer.status).toBe(503)
      // The anonymous caller hears only that it is unavailable; the reason (the file's path) is logged.
      expect(answer.body).toEqual({ status: 'unavailable' })
      // The child's output arrives through a pipe, after the answer.
      await waitFor(
        () => /"reason":"[^"]*deleted[^"]*".*"msg":"not ready"/.test(server.output()),
        10_000,
        'the reason in the log',
      )
      const attempts = await burst(server.url, eventId, 5, 'deleted')
      expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 503, 503])
      const refused = await fetch(`${server.url}/api/events/${eventId}/attendees`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ name: 'Late', email: 'late@example.com', company: 'Late Co' }),
      })
      expect(await refused.json()).toEqual({ message: UNAVAILABLE })
    } finally {
      await server.stop()
    }
    const production = await startChildServer(dir, {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'f3a9c1e7b2d8406a9e5c7b1d3f2a8e6c4b0d9f7a',
    }).then(
      (started) => started.stop().then(() => 'started'),
      (err: Error) => err.message,
    )
    expect(production).toContain('is missing')
    expect(production).toContain('npm run restore')
    expect(fs.existsSync(path.join(dir, 'test.db'))).toBe(false)
  }, 120_000)
})

/**
 * chattr +i makes even the server's open file handles refuse writes (EPERM), as a read-only
 * disk would (a tmpfs cannot be remounted read-only while files are open on it). Decided
 * before the tests run, on a file where the databases will live: where the file system or the
 * machine does not allow it, the cases are skipped and say why.
 */
function chattrProblem(): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-chattr-'))
  const file = path.join(dir, 'probe')
  fs.writeFileSync(file, 'probe')
  try {
    const locked = spawnSync('chattr', ['+i', file], { encoding: 'utf8' })
    if (locked.error) return `chattr is not available (${locked.error.message}; Debian's e2fsprogs has it)`
    if (locked.status !== 0) return `chattr +i is refused here (${locked.stderr.trim()}; needs root on ext4 or similar)`
    return null
  } finally {
    spawnSync('chattr', ['-i', file])
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
const withChattr = describeNeeding(chattrProblem(), 'the read-only database cases')

/** Waits until readiness answers `status` (a signal, not a sleep), or fails after `withinMs`. */
async function readinessBecomes(url: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const answer = await ready(url)
    if (answer.status === status) return answer
    if (Date.now() > deadline) throw new Error(`readiness stayed ${answer.status} (${answer.body.status})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Every file of the database, as a disk remounted read-only after errors leaves them: the WAL
 * index (`-shm`) is memory-mapped, and a write to a mapping the disk refuses is a SIGBUS, not
 * an error (issue 44, finding 1b).
 */
const DATABASE_FILES = ['test.db', 'test.db-wal', 'test.db-shm']

withChattr('a read-only database', () => {
  const lock = (files: string[], flag: '+i' | '-i') => {
    const done = spawnSync('chattr', [flag, ...files], { encoding: 'utf8' })
    expect([flag, done.status, done.stderr]).toEqual([flag, 0, ''])
  }

  it('answers 503 and acknowledges nothing it did not store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-readonly-'))
    const server = await startChildServer(dir)
    const files = DATABASE_FILES.map((name) => path.join(dir, name))
    let eventId: string | number
    let before: Attempt[]
    let during: Attempt[]
    try {
      eventId = await createLimitedEvent(server.url, 50)
      before = await burst(server.url, eventId, 5, 'rw')
      expect(before.every((attempt) => attempt.status === 201)).toBe(true)
      lock(files, '+i')
      during = await burst(server.url, eventId, 10, 'ro')
      expect(during.filter((attempt) => attempt.status !== 503)).toEqual([])
      await readinessBecomes(server.url, 503, 5000)
      // Reads that need the database are refused too (a read stores its mark into the WAL
      // index); the process lives and answers everything.
      const master = await masterOf(server.url).catch((err: Error) => err)
      expect(master).toBeInstanceOf(Error)
      for (const read of [`/api/events/${eventId}/attendee-count`, '/api/faqs', `/api/events/${eventId}/calendar.ics`])
        expect([200, 503]).toContain((await fetch(`${server.url}${read}`)).status)
      expect([server.process.exitCode, server.process.signalCode]).toEqual([null, null])
    } finally {
      spawnSync('chattr', ['-i', ...files])
      await server.stop()
    }
    // What the disk holds, read by a fresh process: every acknowledged registration, no more.
    const restarted = await startChildServer(dir)
    try {
      await checkInvariants(restarted.url, eventId!, 50, [...before!, ...during!])
    } finally {
      await restarted.stop()
    }
  }, 120_000)

  it('takes writes again within seconds once the disk is writable, without a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-heal-'))
    const server = await startChildServer(dir)
    const files = DATABASE_FILES.map((name) => path.join(dir, name))
    try {
      const eventId = await createLimitedEvent(server.url, 50)
      const before = await burst(server.url, eventId, 5, 'before')
      expect(before.map((attempt) => attempt.status)).toEqual([201, 201, 201, 201, 201])
      lock(files, '+i')
      const during = await burst(server.url, eventId, 5, 'during')
      expect(during.map((attempt) => attempt.status)).toEqual([503, 503, 503, 503, 503])
      await readinessBecomes(server.url, 503, 5000)
      expect([server.process.exitCode, server.process.signalCode]).toEqual([null, null])
      lock(files, '-i')
      // Readiness comes back by itself within seconds, and so do writes.
      const healed = await readinessBecomes(server.url, 200, 10_000)
      expect(healed.body).toEqual({ status: 'ready' })
      const after = await burst(server.url, eventId, 5, 'after')
      expect(after.map((attempt) => attempt.status)).toEqual([201, 201, 201, 201, 201])
      await checkInvariants(server.url, eventId, 50, [...before, ...during, ...after])
    } finally {
      spawnSync('chattr', ['-i', ...files])
      await server.stop()
    }
  }, 120_000)
})

describe('a full disk', () => {
  const disk = smallDisk(48)
  itNeeding(typeof disk === 'string' ? null : disk.skipped, 'the full disk')(
    'answers 503 while full, loses nothing acknowledged, and recovers',
    async () => {
      const dir = disk as string
      const server = await startChildServer(dir)
      const filler = path.join(dir, 'filler')
      try {
        const eventId = await createLimitedEvent(server.url, 500)
        // Fill the disk to the last few kilobytes.
        spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' })
        const during = await burst(server.url, eventId, 60, 'full')
        expect(during.filter((attempt) => attempt.status !== 201 && attempt.status !== 503)).toEqual([])
        expect(during.some((attempt) => attempt.status === 503)).toBe(true)
        fs.rmSync(filler)
        const after = await burst(server.url, eventId, 5, 'freed')
        expect(after.every((attempt) => attempt.status === 201)).toBe(true)
        await checkInvariants(server.url, eventId, 500, [...during, ...after])
      } finally {
        fs.rmSync(filler, { force: true })
        await server.stop()
      }
    },
    120_000,
  )
})

describe('npm run backup during a burst', () => {
  it('restores to a consistent database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-backup-'))
    const server = await startChildServer(dir)
    const backupDir = path.join(dir, 'backup')
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URI: `file:${path.join(dir, 'test.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
    } as NodeJS.ProcessEnv
    let eventId: string | number
    try {
      eventId = await createLimitedEvent(server.url, 200)
      const running = burst(server.url, eventId, 80, 'backup')
      await new Promise((resolve) => setTimeout(resolve, 50))
      const backup = spawnSync(process.execPath, [...operatorScript('backup'), backupDir], {
        cwd: rootDir,
        env,
        encoding: 'utf8',
      })
      expect(backup.stderr).toBe('')
      expect(backup.status).toBe(0)
      await running
    } finally {
      await server.stop()
    }
    const restore = spawnSync(process.execPath, [...operatorScript('restore'), backupDir], {
      cwd: rootDir,
      env,
      encoding: 'utf8',
    })
    expect(restore.status).toBe(0)
    const restored = await startChildServer(dir)
    try {
      // Whatever the snapshot caught, it caught whole registrations: each with its email.
      await checkInvariants(restored.url, eventId!, 200, [])
    } finally {
      await restored.stop()
    }
  }, 120_000)
})
