import { useEffect, useState, type RefObject } from 'react'

/**
 * After a row leaves a list (approved, rejected, deleted), focus would fall to <body> with the row's
 * button. Once the list has re-rendered, this moves it to the first button of the row now at
 * the same place (or the last row), else to the heading (which needs tabIndex={-1}).
 */
export function useFocusAfterReview(
  table: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  rows: unknown,
  rowSelector = 'tbody tr',
) {
  const [request, setRequest] = useState<{ index: number } | null>(null)

  useEffect(() => {
    if (!request) return
    const bodyRows = Array.from(table.current?.querySelectorAll(rowSelector) ?? [])
    const row = bodyRows[Math.min(request.index, bodyRows.length - 1)]
    const target = row?.querySelector<HTMLElement>('button:not([disabled])') ?? heading.current
    target?.focus()
    setRequest(null)
  }, [request, rows, table, heading, rowSelector])

  /** Call once the list has been refreshed, with the reviewed row's position. */
  return (index: number) => setRequest({ index })
}
