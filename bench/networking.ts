import { DEFAULT_NETWORKING_TAGS } from '../contract/networking'
import { suggestionsForNight, type MatchPerson } from '../cms/modules/networking/matching'
import { percentile } from './load'

/**
 * "Who to meet" in `npm run bench` (issue 41): a night of 150 opted-in people, each offering
 * and looking for up to three of the makers' tags, from a fixed seed (the same night every run).
 */
export const NIGHT_SIZE = 150

/** A small deterministic generator (mulberry32): the bench's night is the same in every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface BenchProfile {
  name: string
  company: string
  offers: string[]
  needs: string[]
  line: string
}

/** The night's people: 150 names at about 60 companies, 1-3 tags each way, none on both sides. */
export function benchNight(size = NIGHT_SIZE): BenchProfile[] {
  const random = seeded(41)
  const pick = (count: number, not: readonly string[]) => {
    const chosen: string[] = []
    while (chosen.length < count) {
      const tag = DEFAULT_NETWORKING_TAGS[Math.floor(random() * DEFAULT_NETWORKING_TAGS.length)]
      if (!chosen.includes(tag) && !not.includes(tag)) chosen.push(tag)
    }
    return chosen
  }
  return Array.from({ length: size }, (_, i) => {
    const offers = pick(1 + Math.floor(random() * 3), [])
    return {
      name: `Maker${i} Bench`,
      company: `Bench Works ${Math.floor(random() * 60)}`,
      offers,
      needs: pick(1 + Math.floor(random() * 3), offers),
      line: `Small-batch parts, run ${i}`,
    }
  })
}

/**
 * The matching rule alone (cms/modules/networking/matching.ts) on the bench's night: the first
 * (cold) run, then 30 more; their median and slowest are the figures.
 */
export function timeSuggestions(people = benchNight()) {
  const input: MatchPerson[] = people.map((person, i) => ({ key: String(1000 + i), firstName: `Maker${i}`, ...person }))
  const timed = () => {
    const started = performance.now()
    const lists = suggestionsForNight('bench-night', input)
    return { ms: performance.now() - started, lists }
  }
  const cold = timed()
  const runs = Array.from({ length: 30 }, () => timed().ms)
  return {
    coldMs: cold.ms,
    medianMs: percentile(runs, 50),
    slowestMs: Math.max(...runs),
    suggested: [...cold.lists.values()].reduce((sum, list) => sum + list.length, 0),
  }
}
