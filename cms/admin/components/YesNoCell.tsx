'use client'
import type { DefaultCellComponentProps } from 'payload'

/** A checkbox column read as words ("Yes" / "No"), not Payload's "true" / "false". */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData === true ? 'Yes' : 'No'}</span>
}
