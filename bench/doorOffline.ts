import { randomUUID } from 'node:crypto'
import type { DoorAttendee } from '../contract/door'
import type { ScanBatchResult } from '../contract/doorOffline'

export const SCANS_PER_BATCH = 500
const BATCHES = 3

/**
 * The door without a network at a big night (docs/benchmarks.md): three phones' worth of offline
 * scans uploaded as batches of 500, each for people not yet checked in, timed from the request to
 * the whole answer. (The snapshot each phone keeps is read in bench/run.ts's door polling.)
 */
export async function doorOfflineFigures(
  url: string,
  cookie: string,
  eventId: string | number,
  notCheckedIn: DoorAttendee[],
): Promise<{ batchMs: number[]; checkedIn: number }> {
  const batchMs: number[] = []
  let checkedIn = 0
  const scannedFrom = Date.now() - 3600_000
  for (let batch = 0; batch < BATCHES; batch++) {
    const people = notCheckedIn.slice(batch * SCANS_PER_BATCH, (batch + 1) * SCANS_PER_BATCH)
    const scans = people.map((person, i) => ({
      clientId: randomUUID(),
      attendeeId: person.id,
      at: new Date(scannedFrom + i * 1000).toISOString(),
    }))
    const started = performance.now()
    const answer = await fetch(`${url}/api/events/${eventId}/check-ins/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({ device: `Bench phone ${batch + 1}`, scans }),
    })
    const { results } = (await answer.json()) as ScanBatchResult
    batchMs.push(performance.now() - started)
    checkedIn += results.filter((result) => result.result === 'checkedIn').length
  }
  return { batchMs, checkedIn }
}
