'use client'
import { useFormFields } from '@payloadcms/ui'
import { formatInTimeZone } from 'date-fns-tz'

const format = (value: unknown, zone: string) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null
  try {
    return formatInTimeZone(new Date(value), zone, 'EEEE, MMMM d, yyyy h:mm a zzz')
  } catch {
    return null
  }
}

/**
 * The event's start and end in the event's own zone, beside Payload's date pickers (which
 * show the editor's browser zone): what visitors and emails will say.
 */
export function EventTimes() {
  const date = useFormFields(([fields]) => fields.date?.value)
  const endDate = useFormFields(([fields]) => fields.endDate?.value)
  const zone = useFormFields(([fields]) => fields.timezone?.value)
  if (typeof zone !== 'string') return null
  const start = format(date, zone)
  const end = format(endDate, zone)
  if (!start) return null
  return (
    <p className="field-description" style={{ marginBottom: 24 }} aria-live="polite">
      In the event&apos;s zone ({zone}): starts {start}
      {end ? `, ends ${end}` : ''}. The pickers above show your own zone.
    </p>
  )
}
