import type { RequestListener } from 'node:http'

/**
 * A rush's requests arrive this close together, and most are answered at once (a full night's
 * refusals), so between two of them none may be under way though the rush goes on.
 */
const ARRIVALS_APART_MS = 50

export interface RequestActivity {
  /** The server's handler, counting each request from its arrival until its answer is sent (or its socket closes). */
  count: (handler: RequestListener) => RequestListener
  /** Whether a request is being answered now, or one arrived in the last 50 ms. */
  answering: () => boolean
  /** How many requests are being answered now. */
  inFlight: () => number
  /** Calls `listener` each time the last answer in progress ends (cms/http/inFlight.ts stops the server then). */
  onNoneInFlight: (listener: () => void) => void
}

/**
 * The requests a process is answering. The email outbox holds its sending while it is
 * (cms/lib/outboxPump.ts): the first rush after an announcement, a thousand phones at once and
 * most refused a full night, is answered before its confirmation emails are rendered (a QR code
 * each) on the same event loop. That halved the first rush's p99 (docs/benchmarks.md, "Issue 53,
 * the cold rush's emails").
 */
export function requestActivity(): RequestActivity {
  let inFlight = 0
  let lastArrival = 0
  const noneInFlight: (() => void)[] = []
  return {
    count: (handler) => (req, res) => {
      inFlight++
      lastArrival = performance.now()
      res.once('close', () => {
        inFlight--
        if (inFlight === 0) for (const listener of noneInFlight) listener()
      })
      handler(req, res)
    },
    answering: () => inFlight > 0 || performance.now() - lastArrival < ARRIVALS_APART_MS,
    inFlight: () => inFlight,
    onNoneInFlight: (listener) => void noneInFlight.push(listener),
  }
}
