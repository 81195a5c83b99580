import { asSystem } from '../../cms/lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'

/**
 * What this reads of a waiting row's data: the person it goes to, and the people it lists, the
 * morning-after's swaps (cms/mail/templates/morningAfter.ts `MorningAfterMail`) or the 24 h
 * reminder's people to look for (cms/mail/templates/reminder.ts `lookFor`).
 */
type WaitingData = { person?: { id?: unknown } } & Partial<Record<ListName, ListedSwap[]>>
export interface ListedSwap {
  /** The registration listed (rows queued before the list carried it have none). */
  registration?: string
  email?: string
}

/** The emails that list people, and the list each holds. */
const LISTS = { morningAfter: 'swaps', reminder: 'lookFor' } as const
type ListName = (typeof LISTS)[keyof typeof LISTS]

export interface Correction {
  /** The registrations that left "Who to meet" (or left altogether). */
  registrations: Set<string>
  /**
   * Their own waiting morning-afters: dropped (the row and its pulse link are gone), or kept
   * without the list; their own reminders, in either case, list nobody.
   */
  ownEmails: 'drop' | 'withoutSwaps' | 'keep'
  /** Any other listed swap that must go too (an erasure's address, in rows without `registration`). */
  alsoListed?: (swap: ListedSwap) => boolean
  /**
   * Emails that failed for good too: they are never sent, so only an erasure, which takes the
   * person out of every stored row, needs them; everything else reads those that may still go.
   */
  failedToo?: boolean
}

/** Two corrections of one email at once (an erasure, someone else leaving): the later one reads again. */
const ATTEMPTS = 5

/**
 * Morning-after emails and 24 h reminders still waiting to go (the mail server down, or an earlier
 * email to the same address waiting for its retry: cms/mail/queue.ts) say what was true when they
 * were written: the person's own pulse link, the people they swapped contact details with, the
 * people to look for. When registrations leave, or stop "Who to meet", the waiting emails stop
 * saying it: their own as `ownEmails` says, and everyone else's without them in the list. Inside
 * the caller's unit when there is one. Returns how many emails changed.
 */
export async function correctWaitingPeopleLists(
  payload: Payload,
  { registrations, ownEmails, alsoListed, failedToo = false }: Correction,
  req?: PayloadRequest,
): Promise<number> {
  const inUnit = { depth: 0, ...(req ? { req } : {}) }
  let changed = 0
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const waiting = await payload.find({
      collection: 'email-outbox',
      where: {
        and: [
          { template: { in: Object.keys(LISTS) } },
          { status: { in: failedToo ? ['pending', 'sending', 'failed'] : ['pending', 'sending'] } },
        ],
      },
      pagination: false,
      showHiddenFields: true,
      ...inUnit,
      ...asSystem('morning-after emails and reminders still waiting, told that registrations left'),
    })
    let missed = false
    for (const row of waiting.docs) {
      const data = row.data as WaitingData | null
      const list = LISTS[row.template as keyof typeof LISTS]
      const swaps = data?.[list] ?? []
      const own = registrations.has(String(data?.person?.id))
      const reminder = list === 'lookFor'
      if (own && ownEmails === 'drop' && !reminder) {
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
        own && (ownEmails === 'withoutSwaps' || (reminder && ownEmails === 'drop'))
          ? []
          : swaps.filter((swap) => !registrations.has(String(swap.registration)) && !alsoListed?.(swap))
      if (kept.length === swaps.length) continue
      // Only over the row as it was read: a correction made meanwhile must not be written back.
      const written = await payload.db.updateOne({
        collection: 'email-outbox',
        where: { and: [{ id: { equals: row.id } }, { updatedAt: { equals: row.updatedAt } }] },
        data: { data: { ...data, [list]: kept }, updatedAt: new Date().toISOString() },
        options: { atomic: true },
        ...(req ? { req } : {}),
      })
      if (written) changed++
      else missed = true
    }
    if (!missed) return changed
  }
  throw new Error('a waiting email listing people kept changing while it was being corrected')
}
