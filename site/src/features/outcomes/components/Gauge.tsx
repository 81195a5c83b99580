import { i18n } from '@site/i18n/i18n'
import { wholePercent } from '../lib/figures'
import { CHART_WIDTH } from './ChartFigure'
import { Fill, Rule } from './shapes'

export const GAUGE_HEIGHT = 64

/**
 * A share of 100% as a filled track, with the goal marked on it when there is one ("Goal 30%").
 * The share is clamped to the track; the words beside the chart say the exact figure.
 */
export function Gauge({ share, goal, label }: { share: number | null; goal?: number; label: string }) {
  const width = CHART_WIDTH
  const filled = Math.min(1, Math.max(0, share ?? 0)) * width
  const goalX = goal === undefined ? null : goal * width
  return (
    <g aria-hidden="true">
      <text x={0} y={16} fontSize={15} fontWeight={700}>
        {label}
      </text>
      <Fill x={0} y={26} width={width} height={18} rx={4} $tone="track" />
      <Fill x={0} y={26} width={filled} height={18} rx={4} />
      {goalX !== null && (
        <>
          <Rule x1={goalX} x2={goalX} y1={22} y2={48} />
          <text x={goalX} y={62} fontSize={12} textAnchor={goal! > 0.8 ? 'end' : 'start'}>
            {i18n._('Goal {share}', { share: wholePercent(goal) })}
          </text>
        </>
      )}
      <text x={0} y={62} fontSize={12}>
        {goalX !== null && goalX < 40 ? '' : wholePercent(0)}
      </text>
      <text x={width} y={62} fontSize={12} textAnchor="end">
        {wholePercent(1)}
      </text>
    </g>
  )
}
