import { figure } from '../lib/figures'
import { CHART_WIDTH } from './ChartFigure'
import { Fill, type Tone } from './shapes'

export interface BarDatum {
  label: string
  value: number
  tone?: Tone
}

const ROW = 40
const BAR = 14
/** Room at the right for the number after the longest bar. */
const NUMBER_ROOM = 44

/** The height `Bars` needs for `count` rows. */
export const barsHeight = (count: number) => count * ROW

/**
 * Horizontal bars, one row each: the label above, the bar, its number after it. Drawn inside a
 * ChartFigure, which carries the words; labels sit above the bars so long ones fit a phone.
 */
export function Bars({ bars }: { bars: BarDatum[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const room = CHART_WIDTH - NUMBER_ROOM
  return (
    <g aria-hidden="true">
      {bars.map((bar, i) => {
        const top = i * ROW
        const width = bar.value > 0 ? Math.max(2, (bar.value / max) * room) : 0
        return (
          <g key={bar.label}>
            <text x={0} y={top + 13} fontSize={13}>
              {bar.label}
            </text>
            <Fill x={0} y={top + 18} width={room} height={BAR} rx={3} $tone="track" />
            <Fill x={0} y={top + 18} width={width} height={BAR} rx={3} $tone={bar.tone ?? 'main'} />
            <text x={room + 6} y={top + 30} fontSize={13} fontWeight={700}>
              {figure(bar.value)}
            </text>
          </g>
        )
      })}
    </g>
  )
}
