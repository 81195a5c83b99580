import { asSystem } from './asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../payload-types'

export type RegistrationStatus = Attendee['status']
/** A row as the people-of-an-event read returns it. */
export type Registrant = Pick<
  Attendee,
  'id' | 'name' | 'email' | 'company' | 'status' | 'waitlistedAt' | 'createdAt' | 'manageTokenSealed' | 'rowKey' | 'locale'
>

/**
 * The people of one event in one state (never an anonymised row), read inside the caller's unit when there is one,
 * with the sealed manage token and the row key their emails need (collections/Attendees: hidden from every
 * API), and the language each registered in, which every email to them is written in. Waiting people come in the order they joined: that order is their position.
 */
export async function peopleOf(
  payload: Payload,
  eventId: string | number,
  status: RegistrationStatus,
  req?: PayloadRequest,
): Promise<Registrant[]> {
  const found = await payload.find({
    collection: 'attendees',
    // A row the erasure or the purge anonymised (docs/privacy.md) is nobody to write to or seat.
    where: { and: [{ event: { equals: eventId } }, { status: { equals: status } }, { anonymisedAt: { exists: false } }] },
    sort: status === 'waitlisted' ? ['waitlistedAt', 'createdAt'] : 'createdAt',
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    select: {
      name: true,
      email: true,
      company: true,
      status: true,
      waitlistedAt: true,
      createdAt: true,
      manageTokenSealed: true,
      rowKey: true,
      locale: true,
    },
    ...(req ? { req } : {}),
    ...asSystem('emails and promotions for the people of an event'),
  })
  return found.docs
}
