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
  // Counted in Maps: a host's tag may be named `constructor` or `toString`, which a plain
  // object would answer from its prototype (issue 52, finding 6).
  const count = (side: 'offers' | 'needs') =>
    new Map(
      tags
        .map((tag) => [tag, people.filter((person) => person.profile[side].includes(tag)).length] as const)
        .filter(([, n]) => n > 0),
    )
  const offering = count('offers')
  const needing = count('needs')
  const unmetNeeds = tags
    .map((tag) => ({ tag, needing: needing.get(tag) ?? 0, offering: offering.get(tag) ?? 0 }))
    .filter((gap) => gap.needing > gap.offering)
    .sort((a, b) => b.needing - b.offering - (a.needing - a.offering) || b.needing - a.needing || a.tag.localeCompare(b.tag))
  // Object.fromEntries defines own properties, whatever the tag is called.
  const offers = Object.fromEntries(offering)
  const needs = Object.fromEntries(needing)
  return { optedIn, offers, needs, unmetNeeds }
}
