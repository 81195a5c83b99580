import { i18n } from '@site/i18n/i18n'
import { Arc, Fill, type Tone } from './shapes'

export interface Slice {
  label: string
  value: number
  tone: Tone
}

export const DONUT_HEIGHT = 130
const RADIUS = 46
const STROKE = 24
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * A ring split into slices from the top, clockwise, with a legend beside it (colour, label,
 * count) and the first slice's share in the middle: the words of the chart are in ChartFigure.
 */
export function Donut({ slices, centre }: { slices: Slice[]; centre: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0)
  let offset = 0
  return (
    <g aria-hidden="true">
      <g transform="translate(64 64) rotate(-90)">
        <Arc r={RADIUS} strokeWidth={STROKE} $tone="track" />
        {total > 0 &&
          slices.map((slice) => {
            const length = (slice.value / total) * CIRCUMFERENCE
            const arc = (
              <Arc
                key={slice.label}
                r={RADIUS}
                strokeWidth={STROKE}
                $tone={slice.tone}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
              />
            )
            offset += length
            return slice.value > 0 ? arc : null
          })}
      </g>
      <text x={64} y={70} fontSize={18} fontWeight={700} textAnchor="middle">
        {centre}
      </text>
      {slices.map((slice, i) => (
        <g key={slice.label} transform={`translate(140 ${30 + i * 28})`}>
          <Fill x={0} y={-11} width={14} height={14} rx={3} $tone={slice.tone} />
          <text x={22} y={0} fontSize={13}>
            {i18n._('{label}: {value}', { label: slice.label, value: slice.value })}
          </text>
        </g>
      ))}
    </g>
  )
}
