import { EXPOSURE_CAP, SUGGESTIONS_PER_PERSON, type SuggestionDto } from '../../../contract/networking'

/**
 * Who to look for tonight (docs/product.md "Who to meet"): a pure, deterministic rule, no I/O and
 * no learning, so a person can be told why and the same night always gives the same lists.
 *
 * - Candidates: the other opted-in registered people of the night, never someone of the same
 *   company (names equal ignoring case, spaces and punctuation).
 * - Score of a pair = |my needs ∩ their offers| + |their needs ∩ my offers|; 0 is never suggested.
 * - Every possible suggestion of the night is ranked at once, highest score first, ties broken by
 *   a hash of the night and the pair (never by id or time), and taken in that order while the
 *   viewer has fewer than 3 and the person suggested is in fewer than 5 lists (the exposure cap:
 *   the one investor in the room is not sent to everyone).
 */
export interface MatchPerson {
  /** Opaque and stable (the registration's id as text): hashed for ties, never shown. */
  key: string
  firstName: string
  company: string
  line: string
  offers: readonly string[]
  needs: readonly string[]
}

/** A company as the exclusion compares it: letters and digits only, lower case. */
export const companyKey = (company: string) => company.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** cyrb53 (a public-domain 53-bit string hash): fast, well spread, the same on every machine. */
export function pairHash(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

interface Candidate {
  viewer: number
  shown: number
  score: number
  tie: number
}

/** What `viewer` and `other` have for each other, in the viewer's own order of tags. */
function reasonsFor(viewer: MatchPerson, other: MatchPerson): SuggestionDto['reasons'] {
  return [
    ...viewer.needs.filter((tag) => other.offers.includes(tag)).map((tag) => ({ tag, direction: 'theyOffer' as const })),
    ...viewer.offers.filter((tag) => other.needs.includes(tag)).map((tag) => ({ tag, direction: 'theyNeed' as const })),
  ]
}

/** How many of `wanted` are in `given` (each side holds at most 3 tags). */
const overlap = (wanted: readonly string[], given: readonly string[]) => {
  let count = 0
  for (const tag of wanted) if (given.includes(tag)) count++
  return count
}

/** A suggestion with the key of the person it shows: read again before an email (never shown). */
export type KeyedSuggestion = SuggestionDto & { key: string }

/** Every person's suggestions, by key (everyone of `people` has an entry, maybe empty). */
export function suggestionsForNight(night: string, people: readonly MatchPerson[]): Map<string, KeyedSuggestion[]> {
  const companies = people.map((person) => companyKey(person.company))
  const candidates: Candidate[] = []
  const tieOf = (viewer: number, shown: number) => pairHash(`${night}\u0000${people[viewer].key}\u0000${people[shown].key}`)
  for (let a = 0; a < people.length; a++) {
    for (let b = a + 1; b < people.length; b++) {
      // An empty company (only punctuation) is nobody's colleague.
      if (companies[a] !== '' && companies[a] === companies[b]) continue
      const score = overlap(people[a].needs, people[b].offers) + overlap(people[b].needs, people[a].offers)
      if (score === 0) continue
      candidates.push({ viewer: a, shown: b, score, tie: tieOf(a, b) }, { viewer: b, shown: a, score, tie: tieOf(b, a) })
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.tie - y.tie)

  const lists = people.map((): KeyedSuggestion[] => [])
  const exposure = people.map(() => 0)
  for (const { viewer, shown } of candidates) {
    if (lists[viewer].length >= SUGGESTIONS_PER_PERSON || exposure[shown] >= EXPOSURE_CAP) continue
    const person = people[shown]
    lists[viewer].push({
      key: person.key,
      firstName: person.firstName,
      company: person.company,
      line: person.line,
      reasons: reasonsFor(people[viewer], person),
    })
    exposure[shown]++
  }
  return new Map(people.map((person, index) => [person.key, lists[index]]))
}
