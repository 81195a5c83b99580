import { eventChanges } from '../../../collections/Events/hooks/announceChange'

/**
 * Events this process has just seen full, so a rush of late registrations is answered 409
 * without queueing for the write lock. It can only refuse, never sell a seat, so it cannot
 * oversell; it forgets an event after a couple of seconds (a seat freed by another process),
 * at once when this process frees a seat, and whenever any event changes here (capacity).
 */
export class SoldOutMemo {
  private readonly until = new Map<string, number>()
  private readonly forgetAll = () => this.until.clear()

  constructor(private readonly ttlMs = 2000) {
    eventChanges.on('change', this.forgetAll)
  }

  isSoldOut(eventId: string | number): boolean {
    const expires = this.until.get(String(eventId))
    if (expires === undefined) return false
    if (expires > Date.now()) return true
    this.until.delete(String(eventId))
    return false
  }

  markSoldOut(eventId: string | number) {
    this.until.set(String(eventId), Date.now() + this.ttlMs)
  }

  forget(eventId: string | number) {
    this.until.delete(String(eventId))
  }

  close() {
    eventChanges.off('change', this.forgetAll)
  }
}
