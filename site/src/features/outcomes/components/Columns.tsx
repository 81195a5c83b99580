import { CHART_WIDTH } from './ChartFigure'
import { Fill, Rule } from './shapes'

export interface Column {
  /** The night's short date, shown under the first and the last column. */
  label: string
  /** null: no figure for that night (fewer than 5 answers, or nobody to count). */
  value: number | null
}

export const COLUMNS_HEIGHT = 150
const TOP = 20
const BASE = 120

/**
 * One column per night, oldest at the left, on a shared scale from 0 to `max` (the largest value
 * when not given); a night without a figure has a short dash on the base line instead. The first
 * and the last nights are named under the axis; every night is in ChartFigure's table.
 */
export function Columns({ columns, max, format }: { columns: Column[]; max?: number; format: (value: number) => string }) {
  const top = max ?? Math.max(1, ...columns.map((column) => column.value ?? 0))
  const slot = CHART_WIDTH / Math.max(columns.length, 1)
  const width = Math.max(4, Math.min(36, slot * 0.7))
  const last = columns.length - 1
  return (
    <g aria-hidden="true">
      <text x={0} y={12} fontSize={12}>
        {format(top)}
      </text>
      <Rule x1={0} x2={CHART_WIDTH} y1={BASE} y2={BASE} />
      {columns.map((column, i) => {
        const x = i * slot + (slot - width) / 2
        if (column.value === null) return <Fill key={i} x={x} y={BASE - 3} width={width} height={2} $tone="muted" />
        const height = (Math.min(column.value, top) / top) * (BASE - TOP)
        return <Fill key={i} x={x} y={BASE - height} width={width} height={height} rx={2} />
      })}
      {columns.length > 0 && (
        <text x={0} y={BASE + 18} fontSize={12}>
          {columns[0].label}
        </text>
      )}
      {last > 0 && (
        <text x={CHART_WIDTH} y={BASE + 18} fontSize={12} textAnchor="end">
          {columns[last].label}
        </text>
      )}
    </g>
  )
}
