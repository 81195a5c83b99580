import { waitFor } from './waiting'
import type { TestServer } from './testServer'

type Kind = '24h' | '2h' | 'morningAfter'

/** How many emails of a kind a night's passes have recorded (`sent-reminders`, cms/lib/sentOnce.ts). */
export async function emailsRecorded(server: TestServer, eventId: string | number, kind: Kind) {
  const found = await server.payload.count({
    collection: 'sent-reminders',
    where: { and: [{ event: { equals: String(eventId) } }, { kind: { equals: kind } }] },
  })
  return found.totalDocs
}

/**
 * Starts a pass and returns once it has read the night and is working through its people (its
 * first email recorded), with the pass still running (`pass`): what a person does now happens
 * mid-pass.
 */
export async function passUnderWay<T>(server: TestServer, eventId: string | number, kind: Kind, run: () => Promise<T>) {
  const pass = run()
  await waitFor(async () => (await emailsRecorded(server, eventId, kind)) > 0, 15_000, 'the pass under way')
  return { pass }
}
