import { describe, expect, it } from '@jest/globals'
import { companyKey, suggestionsForNight, type MatchPerson } from '../../cms/modules/networking/matching'

/** The matching rule on its own (cms/modules/networking/matching.ts): pure, so every property is checked directly. */
const person = (key: string, company: string, offers: string[], needs: string[]): MatchPerson => ({
  key,
  firstName: key,
  company,
  line: '',
  offers,
  needs,
})

const firstNames = (lists: Map<string, { firstName: string }[]>) =>
  Object.fromEntries([...lists].map(([key, list]) => [key, list.map((suggestion) => suggestion.firstName)]))

describe('suggestionsForNight', () => {
  it('compares companies ignoring case, spaces and punctuation; an empty company is nobody’s colleague', () => {
    expect(companyKey('Acme, Inc.')).toBe(companyKey(' ACME inc '))
    expect(companyKey('Zoë & Co')).toBe('zoëco')
    const lists = suggestionsForNight('n', [
      person('a', 'Acme, Inc.', ['Welding'], []),
      person('b', 'acme inc', [], ['Welding']),
      person('c', '--', [], ['Welding']),
      person('d', '', ['Welding'], []),
    ])
    const sorted = Object.fromEntries(Object.entries(firstNames(lists)).map(([key, names]) => [key, names.sort()]))
    expect(sorted).toEqual({ a: ['c'], b: ['d'], c: ['a', 'd'], d: ['b', 'c'] })
  })

  it('never suggests a score of 0 and at most 3, the best first', () => {
    const lists = suggestionsForNight('n', [
      person('me', 'M', ['A', 'B'], ['C', 'D', 'E']),
      person('three', 'T', ['C', 'D'], ['A']),
      person('two', 'W', ['E'], ['B']),
      person('one', 'O', ['C'], []),
      person('also-one', 'L', [], ['B']),
      person('zero', 'Z', ['X'], ['Y']),
    ])
    expect(
      lists
        .get('me')!
        .map((suggestion) => suggestion.firstName)
        .slice(0, 2),
    ).toEqual(['three', 'two'])
    expect(lists.get('me')).toHaveLength(3)
    expect(lists.get('zero')).toEqual([])
    expect([...lists.values()].flat().some((suggestion) => suggestion.firstName === 'zero')).toBe(false)
  })

  it('keeps everyone to 5 lists (the exposure cap), filling lists with the next best instead', () => {
    const investor = person('investor', 'Fund', ['Money'], [])
    const makers = Array.from({ length: 12 }, (_, i) => person(`maker${i}`, `Shop ${i}`, [`Skill ${i}`], ['Money']))
    const lists = suggestionsForNight('n', [investor, ...makers])
    const appearances = [...lists.values()].flat().filter((suggestion) => suggestion.firstName === 'investor')
    expect(appearances).toHaveLength(5)
  })

  it('gives the same lists for the same data in any order, and breaks ties by the night and the pair, not by order', () => {
    const people = Array.from({ length: 30 }, (_, i) =>
      person(`p${i}`, `Company ${i % 7}`, [`T${i % 5}`, `T${(i + 2) % 5}`], [`T${(i + 1) % 5}`]),
    )
    const once = firstNames(suggestionsForNight('night-1', people))
    const shuffled = [...people].sort(
      (a, b) => ((a.key.length * 31 + a.key.charCodeAt(1)) % 7) - ((b.key.length * 31 + b.key.charCodeAt(1)) % 7),
    )
    expect(firstNames(suggestionsForNight('night-1', shuffled))).toEqual(once)
    expect(firstNames(suggestionsForNight('night-1', [...people].reverse()))).toEqual(once)
    // Every pair here ties on score: another night orders the ties differently.
    expect(firstNames(suggestionsForNight('night-2', people))).not.toEqual(once)
  })

  // How fast is the bench's row (bench/run.ts, "Suggestions for a night of 150"); here only that it holds.
  it('fills every list of a night of 150 opted-in people', () => {
    const tags = Array.from({ length: 12 }, (_, i) => `Tag ${i}`)
    const people = Array.from({ length: 150 }, (_, i) =>
      person(`p${i}`, `Company ${i % 40}`, [tags[i % 12], tags[(i * 5) % 12]], [tags[(i * 7 + 3) % 12], tags[(i + 6) % 12]]),
    )
    const lists = suggestionsForNight('night', people)
    expect([...lists.values()].every((list) => list.length === 3)).toBe(true)
  })
})
