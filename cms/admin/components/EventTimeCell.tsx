'use client'
import { useTranslation } from '@payloadcms/ui'
import { DEFAULT_TIMEZONE } from '../../../contract/time'
import { momentIn } from '../moment'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A date column of the events list in the event's own zone with its label, in the admin's
 * language ("Saturday, March 14, 2026 7:00 PM EDT" in English, as visitors and emails read it),
 * not in the editor's browser zone.
 */
export function EventTimeCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const value: unknown = cellData
  if (typeof value !== 'string' && !(value instanceof Date)) return <span>—</span>
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span>—</span>
  const zone = typeof rowData.timezone === 'string' && rowData.timezone ? rowData.timezone : DEFAULT_TIMEZONE
  let text: string
  try {
    text = momentIn(i18n.language, date, zone)
  } catch {
    return <span>—</span>
  }
  return <span>{text}</span>
}
