import { percentile } from './load'

/**
 * The mixed traffic of a busy evening: the list, event pages (HTML and JSON), counts,
 * registrations, and cancellations through the manage links those registrations got.
 * Registrations go to nights without a seat limit, so every one is a 201 and the counts
 * can be checked exactly at the end.
 */
export interface Traffic {
  requests: number
  errors: number
  latencies: number[]
  /** Registrations minus cancellations per event, as the server answered them. */
  expected: Map<string, number>
}

export function createTraffic(baseUrl: string, eventIds: (string | number)[]) {
  const traffic: Traffic = { requests: 0, errors: 0, latencies: [], expected: new Map() }
  const manageTokens: { token: string; eventId: string }[] = []
  let serial = 0
  // Each traffic's own addresses: the throughput runs reuse the soak's nights, where a repeated
  // address would be refused (409) and counted as an error.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const pick = () => String(eventIds[Math.floor(Math.random() * eventIds.length)])
  const json = { 'Content-Type': 'application/json', Origin: baseUrl }

  const timed = async (send: () => Promise<Response>, ok: (response: Response) => boolean | Promise<boolean>) => {
    const started = performance.now()
    try {
      const response = await send()
      const fine = await ok(response)
      if (!fine) traffic.errors++
    } catch {
      traffic.errors++
    }
    traffic.requests++
    traffic.latencies.push(performance.now() - started)
  }
  const drained = async (response: Response) => {
    await response.arrayBuffer()
    return response.ok
  }

  const register = () => {
    const eventId = pick()
    const id = ++serial
    return timed(
      () =>
        fetch(`${baseUrl}/api/events/${eventId}/attendees`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            name: `Soak ${id}`,
            email: `soak.${run}.${id}@example.com`,
            company: 'Soak Co',
            formFillMs: 8000,
          }),
        }),
      async (response) => {
        const body = (await response.json()) as { manageUrl?: string }
        if (response.status !== 201 || !body.manageUrl) return false
        manageTokens.push({ token: body.manageUrl.split('/').pop()!, eventId })
        traffic.expected.set(eventId, (traffic.expected.get(eventId) ?? 0) + 1)
        return true
      },
    )
  }
  const cancel = () => {
    const taken = manageTokens.splice(Math.floor(Math.random() * manageTokens.length), 1)[0]
    if (!taken) return register()
    return timed(
      () => fetch(`${baseUrl}/api/registrations/${taken.token}/cancel`, { method: 'POST', headers: json }),
      async (response) => {
        const fine = await drained(response)
        if (fine) traffic.expected.set(taken.eventId, traffic.expected.get(taken.eventId)! - 1)
        return fine
      },
    )
  }
  const get = (path: string) => timed(() => fetch(`${baseUrl}${path}`), drained)

  /** One request of the mix, weighted as a busy evening's. */
  const next = () => {
    const roll = Math.random()
    if (roll < 0.25) return get('/api/events')
    if (roll < 0.45) return get(`/events/${pick()}`)
    if (roll < 0.65) return get(`/api/events/${pick()}`)
    if (roll < 0.8) return get(`/api/events/${pick()}/attendee-count`)
    if (roll < 0.92) return register()
    return cancel()
  }

  return {
    traffic,
    /** Open loop: `rate` requests a second for `seconds`, whatever the answers' speed; `each` runs every 5 s. */
    async atRate(rate: number, seconds: number, each: (elapsedS: number) => void = () => {}) {
      const inFlight = new Set<Promise<void>>()
      const started = performance.now()
      let sent = 0
      let lastSample = -5
      while (performance.now() - started < seconds * 1000) {
        const elapsed = (performance.now() - started) / 1000
        while (sent < elapsed * rate) {
          const request = next().finally(() => inFlight.delete(request))
          inFlight.add(request)
          sent++
        }
        if (elapsed - lastSample >= 5) {
          lastSample = elapsed
          each(elapsed)
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await Promise.all(inFlight)
    },
    /** Closed loop: `workers` clients sending the mix back to back; requests a second. */
    async asFastAsPossible(workers: number, seconds: number) {
      const before = traffic.requests
      const deadline = performance.now() + seconds * 1000
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (performance.now() < deadline) await next()
        }),
      )
      return (traffic.requests - before) / seconds
    },
    /** Whether every event's count is what the answers add up to. */
    async countsExact() {
      const wrong: string[] = []
      for (const [eventId, expected] of traffic.expected) {
        const { count } = (await (await fetch(`${baseUrl}/api/events/${eventId}/attendee-count`)).json()) as { count: number }
        if (count !== expected) wrong.push(`${eventId}: ${count} != ${expected}`)
      }
      return wrong
    },
    p99: () => percentile(traffic.latencies, 99),
  }
}
