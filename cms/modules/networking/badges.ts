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
 * What an opted-in person's badge adds (docs/api.md "Name badges"): "Ask me about" their offers,
 * "Looking for" their needs, and the "Swap contacts" QR code of their contact code's URL; by
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
    if (code)
      badges.set(id, { offers: person.profile.offers, needs: person.profile.needs, contactUrl: contactUrl(serverUrl, code) })
  }
  return badges
}
