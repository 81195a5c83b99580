import { useLayoutEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'

/** Wide tables scroll sideways inside their card instead of squeezing the page. */
const Scroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  margin: 0 -4px;
  padding: 0 4px;
`

/** Below this width a table's rows become stacked cards, each value under its column's name. */
const STACK_BELOW = '720px'

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: 12px 10px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.border};
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.inkMuted};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${theme.colors.surfaceHover};
  }
  /* A row's name is its header cell: it reads as the row's title, not as a column heading. */
  tbody th {
    font-weight: 700;
    color: ${theme.colors.ink};
  }
  /* Long names and emails wrap instead of widening their column. */
  tbody th,
  tbody td {
    overflow-wrap: anywhere;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: none;
  }

  @media (max-width: ${STACK_BELOW}) {
    min-width: 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    tbody th,
    tbody td {
      display: block;
    }
    tbody tr {
      padding: 8px 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: none;
    }
    tbody th,
    tbody td {
      padding: 4px 2px;
      border-bottom: none;
    }
    tbody th {
      font-size: 1.0625rem;
    }
    /* Compact lists (the attendee list on a phone): the name and its actions on one line, the
       other values run together under it, without their column names. */
    &[data-compact] tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 10px;
      padding: 6px 0;
    }
    &[data-compact] tbody th {
      order: -2;
      flex: 1 1 60%;
      padding: 2px;
    }
    &[data-compact] tbody td {
      padding: 0 2px;
      font-size: 0.875rem;
      color: ${theme.colors.inkMuted};
    }
    &[data-compact] tbody td:last-child {
      order: -1;
      margin-left: auto;
      flex: 0 0 auto;
    }
    /* A leading value before the name (the waitlist's position) stays in front of it. */
    &[data-compact] tbody td:first-child {
      order: -3;
      flex: 0 0 auto;
      font-weight: 700;
    }
    &[data-compact] tbody td[data-label]::before {
      display: none;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${theme.colors.inkMuted};
    }
  }
`

/** A column heading; `hidden` ones are read by screen readers only (an icon column). */
export type Column = string | { label: string; hidden: true }

/**
 * A dashboard table: named by its (screen-reader) caption, scrolling sideways inside its card
 * on a phone instead of squeezing the page. `children` are the body rows.
 */
export function DataTable({
  caption,
  columns,
  children,
  compact = false,
}: {
  caption: string
  columns: Column[]
  children: ReactNode
  /** On a phone: one short block per row (name and actions first), no column names. */
  compact?: boolean
}) {
  const body = useRef<HTMLTableSectionElement>(null)
  // Stacked rows on a phone show each value under its column's name (CSS `attr(data-label)`).
  // The labels are copied from the column headings here, once for every table, rather than
  // repeated by hand in each tab's cells. Row headers (the row's title) and icon columns get none.
  useLayoutEffect(() => {
    for (const row of Array.from(body.current?.rows ?? [])) {
      Array.from(row.cells).forEach((cell, index) => {
        const column = columns[index]
        if (cell.tagName === 'TD' && typeof column === 'string') cell.dataset.label = column
      })
    }
  })
  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable); named apart
    // from the card around it, which often carries the same title (axe: landmark-unique).
    <Scroll role="region" aria-label={i18n._('{caption} table', { caption })} tabIndex={0}>
      <Table data-compact={compact || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
      </Table>
    </Scroll>
  )
}
