import { useId } from 'react'
import styled from 'styled-components'
import { CardHeading } from '@site/components/CardHeading'
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

const Section = styled.section`
  min-width: 0;
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
 * `heading`: the title is a heading of that level in the dashboard's heading style (a page whose
 * parts are all headed alike, the event report); without it, a caption.
 */
export function BarChart({ title, bars, heading }: { title: string; bars: Bar[]; heading?: 'h2' | 'h3' }) {
  const id = useId()
  const rows = <BarRows title={title} bars={bars} />
  if (heading)
    return (
      <Section aria-labelledby={id}>
        <CardHeading as={heading} id={id}>
          {title}
        </CardHeading>
        {rows}
      </Section>
    )
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      {rows}
    </Figure>
  )
}

function BarRows({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  return (
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
  )
}
