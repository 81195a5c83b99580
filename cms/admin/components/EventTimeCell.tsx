'use client'
import { clockTime, formatEventDate, zoneLabel } from '../../../contract/datetime'
import { DEFAULT_TIMEZONE } from '../../../contract/time'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A date column of the events list in the event's own zone with its label ("Saturday, March
 * 14, 2026 7:00 PM EDT"), as visitors and emails read it, not in the editor's browser zone.
 */
export function EventTimeCell({ cellData, rowData }: DefaultCellComponentProps) {
  const value: unknown = cellData
  if (typeof value !== 'string' && !(value instanceof Date)) return <span>—</span>
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span>—</span>
  const zone = typeof rowData.timezone === 'string' && rowData.timezone ? rowData.timezone : DEFAULT_TIMEZONE
  return (
    <span>
      {formatEventDate(date, zone)} {clockTime(date, zone)} {zoneLabel(date, zone)}
    </span>
  )
}
