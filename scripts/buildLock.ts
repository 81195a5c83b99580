import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from './staleness'

/** How long a lock may be held before it counts as left behind by a killed build or install. */
const ABANDONED_AFTER_MS = 20 * 60_000

/**
 * Runs `work` while this process holds `lock`, a folder (mkdir is atomic), waiting while another
 * process holds it: a waiting process sleeps without an event loop to return to, as the builds
 * and installs it guards block it anyway. A lock older than 20 minutes was left by a killed run.
 */
export function withFolderLock<T>(lock: string, work: () => T): T {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      const held = fs.statSync(lock, { throwIfNoEntry: false })
      if (held && Date.now() - held.mtimeMs > ABANDONED_AFTER_MS) fs.rmSync(lock, { recursive: true, force: true })
      Atomics.wait(pause, 0, 0, 500)
    }
  }
  try {
    return work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Runs `build` while no other process builds the same output: two Jest workers (or a test and
 * `npm start`) that both find the CMS admin stale would otherwise run two `next build`s into one
 * folder, and one of them fails. Once it holds the lock, `stillNeeded` is asked again: the other
 * process may have built it.
 */
export function buildOnce(name: string, stillNeeded: () => boolean, build: () => void) {
  const locks = path.join(rootDir, 'node_modules', '.cache', 'mpn-build-locks')
  fs.mkdirSync(locks, { recursive: true })
  withFolderLock(path.join(locks, name), () => {
    if (stillNeeded()) build()
  })
}
