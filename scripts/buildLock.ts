import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from './staleness'

/** How long a lock may be held before it counts as left behind by a killed build. */
const ABANDONED_AFTER_MS = 20 * 60_000

/**
 * Runs `build` while no other process builds the same output: two Jest workers (or a test and
 * `npm start`) that both find the CMS admin stale would otherwise run two `next build`s into one
 * folder, and one of them fails. The lock is a folder beside the build output (mkdir is atomic);
 * a waiting process sleeps without an event loop to return to, as the builds themselves block it.
 * Once it holds the lock, `stillNeeded` is asked again: the other process may have built it.
 */
export function buildOnce(name: string, stillNeeded: () => boolean, build: () => void) {
  const locks = path.join(rootDir, 'node_modules', '.cache', 'mpn-build-locks')
  fs.mkdirSync(locks, { recursive: true })
  const lock = path.join(locks, name)
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
    if (stillNeeded()) build()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}
