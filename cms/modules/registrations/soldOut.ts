import { eventChangesOf } from '../../../collections/Events/eventChanges'
import type { Payload } from 'payload'

/**
 * Events this process has just seen full, so a rush of late registrations is answered 409
 * without queueing for the write lock. It can only refuse, never sell a seat, so it cannot
 * oversell; it forgets an event after a couple of seconds (a seat freed by another process),
 * at once when this process frees a seat, and whenever any event changes in this server (capacity).
 */
/** What the memo keeps of a full event: enough to refuse without reading it again. */
export interface SoldOutEvent {
  id: string | number
  date?: string
}

export class SoldOutMemo {
  private readonly until = new Map<string, { expires: number; event: SoldOutEvent }>()
  private readonly forgetAll = () => this.until.clear()
  private readonly changes

  constructor(
    payload: Payload,
    private readonly ttlMs = 2000,
  ) {
    this.changes = eventChangesOf(payload)
    this.changes.on('change', this.forgetAll)
  }

  /** The full event as it was seen, while the memo still holds it; undefined otherwise. */
  soldOutEvent(eventId: string | number): SoldOutEvent | undefined {
    const entry = this.until.get(String(eventId))
    if (entry === undefined) return undefined
    if (entry.expires > Date.now()) return entry.event
    this.until.delete(String(eventId))
    return undefined
  }

  isSoldOut(eventId: string | number): boolean {
    return this.soldOutEvent(eventId) !== undefined
  }

  markSoldOut(event: SoldOutEvent) {
    this.until.set(String(event.id), { expires: Date.now() + this.ttlMs, event: { id: event.id, date: event.date } })
  }

  forget(eventId: string | number) {
    this.until.delete(String(eventId))
  }

  close() {
    this.changes.off('change', this.forgetAll)
  }
}
