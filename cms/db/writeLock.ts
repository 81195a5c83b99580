import { StorageUnavailable } from './storageHealth'

/**
 * An in-process queue for SQLite writes (see cms/db/atomic.ts for why): one holder at
 * a time, first come first served. A holder that waits too long (a stuck unit, a disk that
 * hangs) makes the waiters answer 503 instead of piling up.
 */
export class WriteLock {
  private tail: Promise<void> = Promise.resolve()

  constructor(private readonly timeoutMs = 15_000) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    let release!: () => void
    const previous = this.tail
    const mine = new Promise<void>((resolve) => (release = resolve))
    this.tail = previous.then(() => mine)
    let timer: NodeJS.Timeout | undefined
    const waited = await Promise.race([
      previous.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), this.timeoutMs)
      }),
    ])
    clearTimeout(timer)
    if (!waited) {
      // Our turn still comes later: pass it on at once so nobody behind us waits for us.
      void previous.then(release)
      throw new StorageUnavailable('waited too long for the database write lock')
    }
    try {
      return await work()
    } finally {
      release()
    }
  }
}
