import type { Payload, PayloadRequest } from 'payload'
import { asSystem } from '../lib/asCaller'

export type RegistrationStatus = 'registered' | 'waitlisted' | 'cancelled'
/** A row as the people-of-an-event read returns it. */
export interface Registrant {
  [field: string]: unknown
  id: string | number
  name: string
  email: string
  company: string
  status: RegistrationStatus
  waitlistedAt?: string | null
  createdAt: string
  manageTokenSealed?: string | null
}

/**
 * The people of one event in one state, read inside the caller's unit when there is one,
 * with the sealed manage token their emails need (collections/Attendees: hidden from every
 * API). Waiting people come in the order they joined: that order is their position.
 */
export async function peopleOf(payload: Payload, eventId: string | number, status: RegistrationStatus, req?: PayloadRequest): Promise<Registrant[]> {
  const found = await payload.find({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: status } }] },
    sort: status === 'waitlisted' ? ['waitlistedAt', 'createdAt'] : 'createdAt',
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    select: { name: true, email: true, company: true, status: true, waitlistedAt: true, createdAt: true, manageTokenSealed: true },
    ...(req ? { req } : {}),
    ...asSystem('emails and promotions for the people of an event'),
  })
  return found.docs as unknown as Registrant[]
}
