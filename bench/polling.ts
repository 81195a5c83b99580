import { request } from 'undici'
import { percentile } from './load'

export interface PollFigures {
  requests: number
  errors: number
  p50: number
  p99: number
  max: number
  /** The slowest answer of each round (every phone's request sent within the same interval). */
  slowestByRound: number[]
}

/** What a phone's browser says it can read; undici's `request` leaves the answer as it came. */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * Pages that refresh themselves, as a night's phones use them (issue 53): each of `paths` (one
 * phone's view) asked every `everyMs` for `seconds`; each request leaves on its own schedule
 * whether or not the one before it was answered (an open loop, as phones are).
 * - spread (the default): the phones' refreshes spread evenly over the interval, as phones opened
 *   one by one are ("Who to meet": 150 phones every 15 s is 10 requests a second);
 * - `inStep`: every phone asks at the same moment, as a door team that opened the check-in page
 *   together at doors-open does; the worst round of a refreshing page.
 * A request is answered when its last byte has arrived, as a browser asks for it (gzip) and not
 * inflated: each phone inflates its own answer on its own processor, while here the inflating of
 * ten 760 KB snapshots ran on the server's two cores and held the next answers' reading back by
 * 140-190 ms a round (docs/benchmarks.md, "The door's phones: answers as they arrive").
 */
export async function pollLikePhones(
  base: string,
  paths: string[],
  everyMs: number,
  seconds: number,
  { headers = {}, inStep = false }: { headers?: Record<string, string>; inStep?: boolean } = {},
): Promise<PollFigures> {
  const rounds = Math.floor((seconds * 1000) / everyMs)
  const total = rounds * paths.length
  const sendAt = (i: number) => (inStep ? Math.floor(i / paths.length) * everyMs : i * (everyMs / paths.length))
  const latencies: number[] = []
  const slowestByRound = Array.from({ length: rounds }, () => 0)
  let errors = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + sendAt(i) - performance.now())))
      const sent = performance.now()
      try {
        const answer = await request(`${base}${paths[i % paths.length]}`, { headers: { ...headers, ...AS_A_BROWSER } })
        await answer.body.arrayBuffer()
        if (answer.statusCode !== 200) errors++
      } catch {
        errors++
      }
      const took = performance.now() - sent
      latencies.push(took)
      const round = Math.floor(i / paths.length)
      slowestByRound[round] = Math.max(slowestByRound[round], took)
    }),
  )
  return {
    requests: total,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    slowestByRound,
  }
}

/**
 * People arriving at the door while the phones refresh: one check-in every `everyMs` until
 * `stop` is called, so each refresh meets a list that changed since the last (no kept answer
 * serves it). Returns how many were checked in.
 */
export function arrivals(
  url: string,
  eventId: string | number,
  headers: Record<string, string>,
  people: { id: string | number }[],
  everyMs: number,
) {
  let next = 0
  let checkedIn = 0
  const pending: Promise<void>[] = []
  const timer = setInterval(() => {
    const person = people[next++]
    if (!person) return
    const checkIn = fetch(`${url}/api/events/${eventId}/check-ins`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ attendeeId: person.id }),
    }).then(async (answer) => {
      await answer.arrayBuffer()
      if (answer.status === 201) checkedIn++
    })
    pending.push(checkIn)
  }, everyMs)
  return {
    /** Stops the arrivals and waits for the last check-ins' answers. */
    stop: async () => {
      clearInterval(timer)
      await Promise.all(pending)
      return checkedIn
    },
  }
}
