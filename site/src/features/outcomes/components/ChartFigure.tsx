import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  svg {
    display: block;
    width: 100%;
    max-width: 440px;
    height: auto;
    margin: 8px 0;
    overflow: visible;
  }
  svg text {
    fill: currentColor;
    font-family: ${theme.fonts.body};
  }
`

const Summary = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${theme.colors.inkMuted};
`

const Numbers = styled.details`
  margin-top: 8px;
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    min-height: 24px;
    color: ${theme.colors.brand};
  }
  table {
    margin-top: 6px;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 2px 12px 2px 0;
    text-align: left;
    font-variant-numeric: tabular-nums;
  }
`

/** One row of a chart's numbers: what is counted and its value as people read it. */
export type ChartRow = [label: string, value: string | number]

/**
 * A chart with its words (docs/decisions.md entry 401): a heading, the picture as one image whose
 * name is the title and whose description is the summary (`<title>` and `<desc>` inside the SVG,
 * pointed at by aria-labelledby and aria-describedby), the summary in plain text under it, and
 * the numbers in a table behind "The numbers". `children` draws inside a `viewBox` of
 * 320 × `height`, scaled to the card's width (phones included).
 */
export function ChartFigure({
  title,
  summary,
  rows,
  height,
  children,
}: {
  title: string
  summary: string
  rows: ChartRow[]
  height: number
  children: ReactNode
}) {
  const id = useId()
  return (
    <Figure aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        focusable="false"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
      <Summary>{summary}</Summary>
      <Numbers>
        <summary>{i18n._('The numbers')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </Figure>
  )
}

/** Every chart draws in this many units across. */
export const CHART_WIDTH = 320
