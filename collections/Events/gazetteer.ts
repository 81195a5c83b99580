/**
 * Coordinates from an address, offline (docs/api.md, "Places"): the GeoNames-based data of
 * `country-state-city`, loaded on first use (its city list is large; most processes never
 * need it). Matches the city by name, narrowed by state and country when given, accents and
 * letter case ignored.
 */
export interface Place {
  lat: number
  lng: number
  label: string
}

type Library = typeof import('country-state-city')
type City = ReturnType<Library['City']['getAllCities']>[number]

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ')

/** What people write for a country that its ISO name does not say. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
}

/**
 * The library and its cities by folded name, built once on first use (one pass over about
 * 150,000 cities); every look-up after that is a map read, so varied queries cannot keep the
 * event loop busy (docs/decisions.md).
 */
let loaded: Promise<{ library: Library; byName: Map<string, City[]> }> | null = null
const load = () =>
  (loaded ??= import('country-state-city').then((library) => {
    const byName = new Map<string, City[]>()
    for (const city of library.City.getAllCities()) {
      const key = fold(city.name)
      const same = byName.get(key)
      if (same) same.push(city)
      else byName.set(key, [city])
    }
    return { library, byName }
  }))

/** Recent answers: a host pressing "Locate" again, or saving the same city, costs nothing. */
const recent = new Map<string, Place | null>()
const RECENT_MAX = 500

export async function locate(address: { city: string; state?: string | null; country?: string | null }): Promise<Place | null> {
  const key = [address.city, address.state ?? '', address.country ?? ''].map(fold).join('|')
  if (recent.has(key)) return recent.get(key)!
  const place = await search(address)
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!)
  recent.set(key, place)
  return place
}

async function search({
  city,
  state,
  country,
}: {
  city: string
  state?: string | null
  country?: string | null
}): Promise<Place | null> {
  if (!city.trim()) return null
  const {
    library: { Country, State },
    byName,
  } = await load()
  const wantedCountry = country ? fold(country) : ''
  const countries = wantedCountry
    ? Country.getAllCountries().filter(
        (entry) =>
          entry.isoCode === COUNTRY_ALIASES[wantedCountry] ||
          fold(entry.isoCode) === wantedCountry ||
          fold(entry.name) === wantedCountry,
      )
    : []
  if (wantedCountry && !countries.length) return null
  const wantedState = state ? fold(state) : ''
  const codes = new Set(countries.map((entry) => entry.isoCode))
  const candidates = (byName.get(fold(city)) ?? []).filter((entry) => !codes.size || codes.has(entry.countryCode))
  const inState = wantedState
    ? candidates.filter((entry) => {
        const region = State.getStateByCodeAndCountry(entry.stateCode, entry.countryCode)
        return fold(entry.stateCode) === wantedState || (region && fold(region.name) === wantedState)
      })
    : candidates
  const found = inState[0] ?? (wantedState ? null : candidates[0])
  if (!found) return null
  const region = State.getStateByCodeAndCountry(found.stateCode, found.countryCode)
  const nation = Country.getCountryByCode(found.countryCode)
  return {
    lat: Number(found.latitude),
    lng: Number(found.longitude),
    label: [found.name, region?.name, nation?.name].filter(Boolean).join(', '),
  }
}
