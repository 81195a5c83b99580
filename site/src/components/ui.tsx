import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { Spinner } from './Spinner'

/** Shared pieces of the dashboard's look: section headers, scrollable tables, badges. */

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`

export const Stack = styled.div`
  display: grid;
  gap: 24px;
`

export const CardHeading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.1875rem;
  color: ${({ theme }) => theme.colors.brand};
`

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
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: #fdfbf7;
  }
  /* A row's name is its header cell: it reads as the row's title, not as a column heading. */
  tbody th {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
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
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.inkMuted};
    }
  }
`

/** A column heading; `hidden` ones are read by screen readers only (an icon column). */
export type Column = string | { label: string; hidden: true }

/**
 * A dashboard table: named by its (screen-reader) caption, scrolling sideways inside its card
 * on a phone instead of squeezing the page. `children` are the body rows.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
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
    <Scroll role="region" aria-label={`${caption} table`} tabIndex={0}>
      <Table>
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

/** A list's heading with its actions (Download CSV) beside it. */
export const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
  h3 {
    margin: 0;
  }
`

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

export const EmptyText = styled.p`
  margin: 0;
  padding: 24px 8px;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const ErrorText = styled.p`
  margin: 0;
  padding: 16px 8px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  & > [data-span='2'] {
    grid-column: 1 / -1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`

const IconButtonBase = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  background: transparent;
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: #f3b8b2;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  )
}

/** The delete icon; shows `pendingLabel` in words while the deletion runs. */
export function DeleteIconButton({
  label,
  pending,
  pendingLabel,
  onClick,
  disabled,
}: {
  label: string
  pending?: boolean
  pendingLabel: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  disabled?: boolean
}) {
  return (
    <IconButtonBase
      type="button"
      aria-label={pending ? pendingLabel : label}
      title={label}
      onClick={onClick}
      disabled={disabled || pending}
    >
      <TrashIcon />
      {pending && <span>{pendingLabel}</span>}
    </IconButtonBase>
  )
}

export const Badge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  font-size: 0.75rem;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
`

export interface ListQuery<T> {
  data?: T[]
  error?: unknown
  isLoading: boolean
}

/** The loading, failure and empty states every dashboard list shares; otherwise the rows. */
export function ListStatus<T>({
  query,
  loadingLabel,
  errorText,
  emptyText,
  children,
}: {
  query: ListQuery<T>
  loadingLabel: string
  errorText: string
  emptyText: string
  children: (rows: T[]) => ReactNode
}) {
  if (query.isLoading) return <Spinner label={loadingLabel} />
  if (query.error) return <ErrorText role="alert">{errorText}</ErrorText>
  if (!query.data || query.data.length === 0) return <EmptyText>{emptyText}</EmptyText>
  return <>{children(query.data)}</>
}
