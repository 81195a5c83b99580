import styled from 'styled-components'
import { theme } from '@site/config/theme'

export interface Bar {
  label: string
  value: number
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: 8px;
  }
`

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 8em) minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
`

const Label = styled.span`
  overflow-wrap: anywhere;
`

const Track = styled.span`
  display: block;
  height: 16px;
  border-radius: 4px;
  background: ${theme.colors.border};
  overflow: hidden;
`

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${theme.colors.brandFill};
`

/**
 * Horizontal bars made of plain elements. Each row says its label and number in text, so the
 * bars are decoration (hidden from screen readers) and the list is the chart's text equivalent.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Rows aria-label={title}>
        {bars.map((bar) => (
          <Row key={bar.label}>
            <Label>{bar.label}</Label>
            <Track aria-hidden="true">
              <Fill style={{ width: `${max > 0 ? (bar.value / max) * 100 : 0}%` }} />
            </Track>
            <span>
              <span className="visually-hidden">: </span>
              {bar.value}
            </span>
          </Row>
        ))}
      </Rows>
    </Figure>
  )
}
