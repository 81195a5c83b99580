import { StorageUnavailable } from './storageHealth'

/**
 * At most `size` atomic units of this process hold a PostgreSQL connection at once, first come
 * first served (cms/db/atomic.ts). A unit keeps its connection from BEGIN to COMMIT, and some of
 * what it does reads on another connection of the pool (cached site settings, a first look-up):
 * were every connection held by units waiting for the event row the unit holding it must finish
 * first, that unit would wait for a connection forever. With units limited to part of the pool,
 * the rest is always there for everything else. A unit that waits too long for its turn answers
 * 503, as on SQLite.
 */
export class UnitSlots {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly size: number,
    private readonly timeoutMs = 15_000,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take()
    try {
      return await work()
    } finally {
      this.give()
    }
  }

  private take(): Promise<void> {
    if (this.active < this.size) {
      this.active++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        this.active++
        resolve()
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1)
        reject(new StorageUnavailable('waited too long for a database connection'))
      }, this.timeoutMs)
      this.waiting.push(turn)
    })
  }

  private give() {
    this.active--
    this.waiting.shift()?.()
  }
}
