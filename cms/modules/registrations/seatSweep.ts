import { asSystem } from '../../lib/asCaller'
import { fillFreedSeats, PROMOTION_CUTOFF_MS } from './waitlist'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Mailer } from '../../mail/mailer'
import type { AtomicUnits } from '../../db/atomic'

/**
 * Seats freed where no request was waiting for the answer (a capacity raised in the CMS, a
 * crash between a cancellation and its promotion on an older version) still reach the first
 * person waiting: at start and every minute, each upcoming event with people waiting gets the
 * same unit a cancellation runs. It only promotes; offers near the start go out only when a
 * seat is actually freed, so nobody is emailed every minute.
 */
export function seatSweepPass(deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger }) {
  const { payload, atomic, mailer, logger } = deps
  /** One sweep as of `now`; returns how many people it gave a seat. */
  return async (now: number, stopped: () => boolean) => {
    let total = 0
    const waiting = await payload.find({
      collection: 'attendees',
      where: { status: { equals: 'waitlisted' } },
      depth: 0,
      pagination: false,
      select: { event: true },
      ...asSystem('which events have people waiting'),
    })
    const eventIds = new Set(
      waiting.docs.map((doc) =>
        String(typeof doc.event === 'object' && doc.event ? (doc.event as { id: unknown }).id : doc.event),
      ),
    )
    for (const eventId of eventIds) {
      if (stopped()) break
      const promoted = await atomic.run((req) =>
        fillFreedSeats(deps, eventId, req, { offer: false, promoteAfter: now + PROMOTION_CUTOFF_MS }),
      )
      if (promoted) {
        logger.info({ eventId, promoted }, 'freed seats went to the people waiting')
        mailer.deliverSoon()
        total += promoted
      }
    }
    return total
  }
}

/** At start and every minute. */
export function startSeatSweep(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger },
  intervalMs = 60_000,
) {
  const { logger } = deps
  const pass = seatSweepPass(deps)
  let running: Promise<void> | null = null
  let stopped = false
  const sweep = async () => {
    await pass(Date.now(), () => stopped)
  }

  const tick = () => {
    if (stopped || running) return
    running = sweep()
      .catch((err) => logger.warn({ err }, 'waitlist sweep failed; retrying at the next tick'))
      .finally(() => {
        running = null
      })
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()

  return {
    /** Stops after the event being handled. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
