import { asSystem } from '../../cms/lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'

/** What this reads of a waiting row's data (cms/mail/templates/morningAfter.ts `MorningAfterMail`). */
interface WaitingData {
  person?: { id?: unknown }
  swaps?: ListedSwap[]
}
export interface ListedSwap {
  /** The registration listed (rows queued before the list carried it have none). */
  registration?: string
  email?: string
}

export interface Correction {
  /** The registrations that left "Who to meet" (or left altogether). */
  registrations: Set<string>
  /** Their own waiting emails: dropped (the row and its pulse link are gone), or kept without the list. */
  ownEmails: 'drop' | 'withoutSwaps' | 'keep'
  /** Any other listed swap that must go too (an erasure's address, in rows without `registration`). */
  alsoListed?: (swap: ListedSwap) => boolean
}

/**
 * Morning-after emails still waiting to go (the mail server down, or an earlier email to the same
 * address waiting for its retry: cms/mail/queue.ts) say what was true when they were written: the
 * person's own pulse link and the people they swapped contact details with. When registrations
 * leave, or stop "Who to meet", the waiting emails stop saying it: their own as `ownEmails` says,
 * and everyone else's without them in the list. Inside the caller's unit when there is one.
 * Returns how many emails changed.
 */
export async function correctWaitingMorningAfters(
  payload: Payload,
  { registrations, ownEmails, alsoListed }: Correction,
  req?: PayloadRequest,
): Promise<number> {
  const inUnit = { depth: 0, ...(req ? { req } : {}) }
  const waiting = await payload.find({
    collection: 'email-outbox',
    where: { and: [{ template: { equals: 'morningAfter' } }, { status: { in: ['pending', 'sending', 'failed'] } }] },
    pagination: false,
    showHiddenFields: true,
    ...inUnit,
    ...asSystem('morning-after emails still waiting, told that registrations left'),
  })
  let changed = 0
  for (const row of waiting.docs) {
    const data = row.data as WaitingData | null
    const swaps = data?.swaps ?? []
    const own = registrations.has(String(data?.person?.id))
    if (own && ownEmails === 'drop') {
      await payload.delete({
        collection: 'email-outbox',
        id: row.id,
        ...inUnit,
        ...asSystem('a waiting morning-after of a row that left'),
      })
      changed++
      continue
    }
    const kept =
      own && ownEmails === 'withoutSwaps'
        ? []
        : swaps.filter((swap) => !registrations.has(String(swap.registration)) && !alsoListed?.(swap))
    if (kept.length === swaps.length) continue
    await payload.update({
      collection: 'email-outbox',
      id: row.id,
      data: { data: { ...data, swaps: kept } },
      ...inUnit,
      ...asSystem('a waiting morning-after loses the people who left "Who to meet"'),
    })
    changed++
  }
  return changed
}
