import { jest } from '@jest/globals'

/**
 * Pins `Date` (and only `Date`) to one instant: timers, promises and user-event keep running
 * for real. Pages decide from the clock whether an event has started; the fixtures are fixed
 * dates. Undo with `jest.useRealTimers()`.
 */
export function freezeDate(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  })
}

/** Two weeks before the fixtures' event (Saturday 14 March 2026): registration is open. */
export const BEFORE_THE_EVENT = '2026-03-01T12:00:00.000Z'
