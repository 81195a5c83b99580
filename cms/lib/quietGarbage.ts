import { collectAllGarbage } from './garbage'

/** How long without a request counts as quiet. */
export const QUIET_MS = 5000
/** How many requests since the last collection make a busy spell. */
export const BUSY_REQUESTS = 500

export interface QuietCollection {
  /** Resident memory before and after, in bytes, and how long the collection took. */
  rssBefore: number
  rssAfter: number
  ms: number
}

/**
 * The memory a busy spell grew (a rush of registrations, a crowd of page loads), given back once
 * the server is quiet again (docs/benchmarks.md, "Memory after the bursts"). V8 shrinks a grown
 * heap only through its memory reducer, which a major collection arms; a rush that only ever
 * needs young-generation collections leaves it unarmed, and the server kept 330 MB resident
 * afterwards instead of 240 for as long as it stayed quiet. Node never tells V8 it is idle, so
 * this does: once no request has arrived for `quietMs` and `busyRequests` have arrived since the
 * last collection, every piece of garbage is collected and the memory given back at once
 * (garbage.ts). The spell is counted in requests, not in resident memory grown: memory just after
 * a plain collection stands as high as before it until the reducer has shrunk the heap, so a mark
 * taken then hid the next rush's growth (decision 268). A server never quiet for 5 s collects
 * only as V8 decides, and light traffic (a health check every 10 s) makes a spell in about 80
 * minutes, so a collection, 100-250 ms of one core, happens once per busy spell at most.
 */
export function collectWhenQuiet(
  options: {
    quietMs?: number
    busyRequests?: number
    rss?: () => number
    collect?: () => void
    onCollected?: (collection: QuietCollection) => void
  } = {},
) {
  const {
    quietMs = QUIET_MS,
    busyRequests = BUSY_REQUESTS,
    rss = () => process.memoryUsage.rss(),
    collect = collectAllGarbage,
  } = options
  let requests = 0
  let seen = 0
  let collectedAt = 0
  let quietSince = performance.now()
  const timer = setInterval(
    () => {
      const now = performance.now()
      if (requests !== seen) {
        seen = requests
        quietSince = now
        return
      }
      if (now - quietSince < quietMs || requests - collectedAt < busyRequests) return
      const rssBefore = rss()
      collect()
      collectedAt = requests
      options.onCollected?.({ rssBefore, rssAfter: rss(), ms: performance.now() - now })
    },
    Math.min(1000, quietMs / 5),
  )
  timer.unref()
  return {
    /** Counts a request (a listener of the HTTP server's `request` event: one increment). */
    noteRequest: () => void requests++,
    stop: () => clearInterval(timer),
  }
}
