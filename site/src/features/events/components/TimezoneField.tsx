import { useEffect, useId, useRef, useState } from 'react'
import { SelectField, TextField } from '@site/components/FormField'
import { SPEC_ZONES, zoneChoices } from '@contract/timezones'
import { i18n } from '@site/i18n/i18n'

/** The select's value that opens the search of every zone. */
const OTHER = 'other'

const isSpecZone = (zone: string) => SPEC_ZONES.some((choice) => choice.value === zone)

/** Every zone the search offers: the US zones first, then any other IANA zone. */
const allZones = zoneChoices()

/**
 * The US zones' names (contract/timezones.ts), marked for the catalogue and translated where
 * shown; any other zone is labelled by its IANA name, which stays as it is.
 */
const ZONE_NAMES = new Set<string>([
  /*i18n*/ 'Eastern',
  /*i18n*/ 'Central',
  /*i18n*/ 'Mountain',
  /*i18n*/ 'Pacific',
  /*i18n*/ 'Arizona (no daylight saving)',
  /*i18n*/ 'Alaska',
  /*i18n*/ 'Hawaii',
  /*i18n*/ 'Aleutian Islands',
  /*i18n*/ 'Puerto Rico and the Virgin Islands',
  /*i18n*/ 'Guam and the Northern Mariana Islands',
  /*i18n*/ 'American Samoa',
])
const zoneName = (label: string) => (ZONE_NAMES.has(label) ? i18n._(label) : label)

export interface TimezoneFieldProps {
  value: string
  onChange: (zone: string) => void
  onBlur?: () => void
  error?: string
}

/**
 * The event's time zone: the spec's four zones by name (Eastern, Central, Mountain, Pacific), and
 * "Other zone…", which opens a search of every zone (docs/product.md "Dashboard"). An event
 * already in another zone opens with the search showing it.
 */
export function TimezoneField({ value, onChange, onBlur, error }: TimezoneFieldProps) {
  const [searching, setSearching] = useState(() => !isSpecZone(value))
  const [justOpened, setJustOpened] = useState(false)
  const search = useRef<HTMLInputElement>(null)
  const listId = `zones-${useId()}`

  // "Other zone…" chosen: the search takes the focus, its text selected to be typed over.
  useEffect(() => {
    if (!justOpened) return
    search.current?.focus()
    search.current?.select()
  }, [justOpened])

  return (
    <div>
      <SelectField
        label={i18n._('Time zone')}
        value={searching ? OTHER : value}
        onBlur={onBlur}
        error={searching ? undefined : error}
        hint={i18n._('Dates and times above are in this zone.')}
        onChange={(change) => {
          const chosen = change.currentTarget.value
          setSearching(chosen === OTHER)
          setJustOpened(chosen === OTHER)
          if (chosen !== OTHER) onChange(chosen)
        }}
      >
        {SPEC_ZONES.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zoneName(zone.label)} ({zone.value})
          </option>
        ))}
        <option value={OTHER}>{i18n._('Other zone…')}</option>
      </SelectField>
      {searching && (
        <>
          <TextField
            ref={search}
            label={i18n._('Search all zones')}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            value={value}
            error={error}
            hint={i18n._('Type a city or region (Phoenix, Hawaii, Berlin) and pick its zone.')}
            onChange={(change) => onChange(change.currentTarget.value)}
            onBlur={onBlur}
          />
          <datalist id={listId}>
            {allZones.map((zone) => (
              <option key={zone.value} value={zone.value} label={`${zoneName(zone.label)} (${zone.value})`} />
            ))}
          </datalist>
        </>
      )}
    </div>
  )
}
