import { cityKeyOf } from '@contract/cityKey'

/**
 * One entry per city as subscriptions match them (case and spacing ignored: `cityKeyOf`), in
 * the order they first come and spelled as they first come; blanks left out.
 */
export function distinctCities(cities: readonly string[]): string[] {
  const byKey = new Map<string, string>()
  for (const city of cities) {
    const key = cityKeyOf(city)
    if (key && !byKey.has(key)) byKey.set(key, city.trim().replace(/\s+/g, ' '))
  }
  return [...byKey.values()]
}
