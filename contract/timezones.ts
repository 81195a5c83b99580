/**
 * Event time zones (docs/decisions.md, "Every US zone and any IANA zone"): any IANA zone name,
 * with the spec's four first and the rest of the United States after them. Zod-free, like
 * contract/time.ts, so the public bundle can label zones without the schemas.
 */
export interface ZoneChoice {
  value: string
  label: string
}

/** The spec's four choices (docs/product.md "Dashboard"), first in every list. */
export const SPEC_ZONES: readonly ZoneChoice[] = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
]

/** Every zone of the United States and its territories, the spec's four first. */
export const US_ZONES: readonly ZoneChoice[] = [
  ...SPEC_ZONES,
  { value: 'America/Phoenix', label: 'Arizona (no daylight saving)' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
  { value: 'America/Adak', label: 'Aleutian Islands' },
  { value: 'America/Puerto_Rico', label: 'Puerto Rico and the Virgin Islands' },
  { value: 'Pacific/Guam', label: 'Guam and the Northern Mariana Islands' },
  { value: 'Pacific/Pago_Pago', label: 'American Samoa' },
]

/** An IANA name (`Region/City`, `UTC`, `Etc/GMT+5`), never a bare offset such as `+05:00`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

/** Whether `value` is a time zone this runtime knows by its IANA name. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !ZONE_NAME.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** Every zone to choose from: the US zones first, then every other zone this runtime knows, A to Z. */
export function zoneChoices(): ZoneChoice[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const us = new Set(US_ZONES.map((zone) => zone.value))
  const others = [...new Set([...known, 'UTC'])]
    .filter((zone) => !us.has(zone))
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
  return [...US_ZONES, ...others]
}
