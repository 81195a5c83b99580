const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]'

/**
 * How long to wait for the removed row to leave the page (the list re-renders after its refresh),
 * and then for the neighbour's controls to be enabled again (a list disables every row's actions
 * while one of them is under way, until its refresh is done).
 */
const WAIT_MS = 3000

/**
 * Keeps keyboard focus in place when a row action (delete, archive, approve, reject) removes
 * the row whose button had focus: without this, focus falls to `<body>`, the next Tab starts
 * from the top of the page and Escape no longer reaches an open dialog.
 *
 * Call it with the row before the action; once the row is gone, focus moves to the first
 * control of the next row, else of the previous row, else to the nearest focusable container
 * (the list's region, its card, the tab panel or the dialog). If the row stays (the action
 * failed), nothing moves.
 */
export function focusAfterRemoval(row: Element | null) {
  if (!row) return
  const neighbours = [row.nextElementSibling, row.previousElementSibling]
  const containers: HTMLElement[] = []
  for (let node = row.parentElement; node; node = node.parentElement) {
    if (node.hasAttribute('tabindex') || node.getAttribute('role') === 'dialog') containers.push(node)
  }

  const until = performance.now() + WAIT_MS
  const settle = () => {
    const waiting = performance.now() < until
    if (row.isConnected) {
      if (waiting) requestAnimationFrame(settle)
      return
    }
    const present = neighbours.filter((neighbour) => neighbour?.isConnected)
    const inNeighbour = present.map((neighbour) => neighbour!.querySelector<HTMLElement>(FOCUSABLE)).find(Boolean)
    if (!inNeighbour && waiting && present.some((neighbour) => neighbour!.querySelector(':disabled'))) {
      requestAnimationFrame(settle)
      return
    }
    const target = inNeighbour ?? containers.find((container) => container.isConnected)
    if (!target) return
    if (!target.hasAttribute('tabindex') && !target.matches(FOCUSABLE)) target.tabIndex = -1
    target.focus()
  }
  requestAnimationFrame(settle)
}
