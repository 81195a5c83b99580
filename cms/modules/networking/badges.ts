import { contactUrl, openContactCode } from '../../lib/capabilities/contactCode'
import { loadNight } from './night'
import type { Payload } from 'payload'
import type { Event } from '../../../payload-types'

export interface BadgeNetworking {
  offers: string[]
  needs: string[]
  contactUrl: string
}

/**
 * What an opted-in person's badge adds (docs/api.md "Name badges"): the "Swap contacts" QR code
 * of their contact code's URL and, only when they ticked "Print what I offer and look for on my
 * badge", "Ask me about" their offers and "Looking for" their needs (a badge sheet is printed by
 * the whole team and lies on a table at the door: tags by name are the person's to give); by
 * registration id, for the people who count tonight (registered, opted in, networking on).
 */
export async function badgeNetworkingOf(
  payload: Payload,
  { secret, serverUrl }: { secret: string; serverUrl: string },
  eventId: Event['id'],
): Promise<Map<string, BadgeNetworking>> {
  const night = await loadNight(payload, eventId)
  const badges = new Map<string, BadgeNetworking>()
  for (const [id, person] of night?.people ?? []) {
    const code = openContactCode(night?.profiles.get(id)?.contactCodeSealed, secret)
    if (!code) continue
    const printed = person.profile.printOnBadge === true
    badges.set(id, {
      offers: printed ? person.profile.offers : [],
      needs: printed ? person.profile.needs : [],
      contactUrl: contactUrl(serverUrl, code),
    })
  }
  return badges
}

/**
 * One person's contact code, while they count tonight (registered, opted in, networking on), or
 * null: for the entry code's page, which offers a swap to whoever scanned the wrong code.
 */
export async function contactCodeOf(payload: Payload, secret: string, eventId: Event['id'], attendeeId: string | number) {
  const night = await loadNight(payload, eventId)
  const id = String(attendeeId)
  if (!night?.people.has(id)) return null
  return openContactCode(night.profiles.get(id)?.contactCodeSealed, secret)
}
