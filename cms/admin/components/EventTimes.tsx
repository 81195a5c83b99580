'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import { momentIn } from '../moment'
import type { AdminTranslationKeys, AdminTranslations } from '../../../config/adminTranslations'

const format = (value: unknown, zone: string, language: string) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null
  try {
    return momentIn(language, new Date(value), zone)
  } catch {
    return null
  }
}

/**
 * The event's start and end in the event's own zone, beside Payload's date pickers (which
 * show the editor's browser zone): what visitors and emails will say, in the admin's language.
 */
export function EventTimes() {
  const { t, i18n } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const date = useFormFields(([fields]) => fields.date?.value)
  const endDate = useFormFields(([fields]) => fields.endDate?.value)
  const zone = useFormFields(([fields]) => fields.timezone?.value)
  if (typeof zone !== 'string') return null
  const start = format(date, zone, i18n.language)
  const end = format(endDate, zone, i18n.language)
  if (!start) return null
  return (
    <p className="field-description" style={{ marginBottom: 24 }} aria-live="polite">
      {end ? t('custom:eventTimesWithEnd', { zone, start, end }) : t('custom:eventTimes', { zone, start })}
    </p>
  )
}
