/**
 * A kick waits for a pause in commits (and, for the emails, in requests), so a rush is answered
 * first and its outbox rows go out right after, instead of being drawn and sent on the event loop
 * the rush is waiting for (docs/benchmarks.md, "Issue 28" and "Issue 53, the cold rush's emails").
 * A full night's refusals commit nothing: a pause in commits alone came while most of a rush still
 * waited for its confirmations' QR codes to be drawn. A lone change's row waits only the pause; on
 * a site never without a request, 5 s.
 */
export const KICK_QUIET_MS = 50
export const KICK_WAIT_MAX_MS = 5000

export interface OutboxPump {
  /** One drain at a time: a call while one runs makes it go round again; resolves when it ends. */
  drain: () => Promise<void>
  /** After a commit that wrote rows: drain once commits and requests pause. */
  kick: () => void
  /**
   * Before each row of a drain under way: resolves at a pause in requests, or at once when the
   * drain has already been held 5 s without one (a site never without a request still sends).
   */
  yieldToRequests: () => Promise<void>
  /** Whether stop() was called (a drain's workers stop taking rows). */
  readonly stopped: boolean
  /** No more polls, kicks or rounds; resolves when the drain under way ends. */
  stop: () => Promise<void>
}

/**
 * What drives an outbox's sender, the same for the emails (cms/mail/queue.ts) and the webhook
 * deliveries (cms/modules/webhooks/sender.ts): a poll every `pollMs`, kicks after commits, and
 * rounds of `drainOnce` (which answers whether it found a full batch, so another round follows)
 * one at a time. A poll waits for a pause in requests as a kick does. `polls: false` makes a pump
 * that never drains (a process that only writes rows).
 */
export function outboxPump({
  drainOnce,
  onError,
  pollMs,
  polls = true,
  answering = () => false,
}: {
  drainOnce: () => Promise<boolean>
  onError: (err: unknown) => void
  pollMs: number
  polls?: boolean
  /**
   * Whether the process is answering a request now (cms/lib/requestActivity.ts): kicks and polls
   * wait for it. The emails pass it; the webhook deliveries, cheap to send, do not (decision 468).
   */
  answering?: () => boolean
}): OutboxPump {
  let stopped = false
  let draining: Promise<void> | null = null
  /** Since when the drain under way has waited for a pause in requests (`yieldToRequests`). */
  let heldSince: number | undefined
  let again = false

  function drain(): Promise<void> {
    if (draining) {
      again = true
      return draining
    }
    draining = (async () => {
      // A drain's hold counts from its own first wait, not from a busy spell an earlier drain met.
      heldSince = undefined
      do {
        again = false
        const full = await drainOnce().catch((err: unknown) => {
          onError(err)
          return false
        })
        again ||= full
      } while (again && !stopped)
    })().finally(() => {
      draining = null
    })
    return draining
  }

  let kickQuiet: NodeJS.Timeout | undefined
  let kickDeadline: NodeJS.Timeout | undefined
  const kicked = () => {
    clearTimeout(kickQuiet)
    clearTimeout(kickDeadline)
    kickQuiet = kickDeadline = undefined
    if (!stopped) void drain()
  }
  // After the pause in commits, again every pause while requests are being answered.
  const whenQuiet = () => {
    if (answering()) kickQuiet = setTimeout(whenQuiet, KICK_QUIET_MS)
    else kicked()
  }
  const kick = () => {
    if (!polls) return
    clearTimeout(kickQuiet)
    kickQuiet = setTimeout(whenQuiet, KICK_QUIET_MS)
    kickDeadline ??= setTimeout(kicked, KICK_WAIT_MAX_MS)
  }
  // An announcement's thousands of emails are still going out when its readers arrive to
  // register: each row of the drain waits for their requests, as the drain's start did.
  const yieldToRequests = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (stopped || !answering()) {
          heldSince = undefined
          return resolve()
        }
        heldSince ??= performance.now()
        if (performance.now() - heldSince >= KICK_WAIT_MAX_MS) return resolve()
        setTimeout(check, KICK_QUIET_MS)
      }
      check()
    })
  const timer = polls ? setInterval(kick, pollMs) : undefined
  timer?.unref()

  return {
    drain,
    kick,
    yieldToRequests,
    get stopped() {
      return stopped
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      clearTimeout(kickQuiet)
      clearTimeout(kickDeadline)
      await draining
    },
  }
}
