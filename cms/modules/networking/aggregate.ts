import { AGGREGATE_MINIMUM, type NetworkingAggregateDto } from '../../../contract/networking'
import type { NightPerson } from './night'

/**
 * The host's view of a night (`GET /api/events/{id}/networking`, docs/product.md "Who to meet"):
 * how many opted in, how many offer and need each tag, and the "unmet needs" (more people need
 * a tag than offer it, the largest gap first), so the host knows whom to invite next month.
 * Counts only, never a name; below AGGREGATE_MINIMUM people nothing but the number, so no count
 * can point at one person.
 */
export function networkingAggregate(
  tags: readonly string[],
  people: readonly Pick<NightPerson, 'profile'>[],
): NetworkingAggregateDto {
  const optedIn = people.length
  if (optedIn < AGGREGATE_MINIMUM) return { optedIn, offers: {}, needs: {}, unmetNeeds: [] }
  const count = (side: 'offers' | 'needs') =>
    Object.fromEntries(
      tags
        .map((tag) => [tag, people.filter((person) => person.profile[side].includes(tag)).length] as const)
        .filter(([, n]) => n > 0),
    )
  const offers = count('offers')
  const needs = count('needs')
  const unmetNeeds = tags
    .map((tag) => ({ tag, needing: needs[tag] ?? 0, offering: offers[tag] ?? 0 }))
    .filter((gap) => gap.needing > gap.offering)
    .sort((a, b) => b.needing - b.offering - (a.needing - a.offering) || b.needing - a.needing || a.tag.localeCompare(b.tag))
  return { optedIn, offers, needs, unmetNeeds }
}
