/**
 * Where a floating toast may sit (issue 54: toasts covered the entry code just given and the new
 * night's buttons). A part the person needs right after the message marks itself with
 * `data-toast-keep-clear`; a toast keeps to the bottom of the screen unless it would cover one
 * there and the top is clear, and then it sits at the top.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear'
export const keepClear = { [KEEP_CLEAR_ATTRIBUTE]: '' }

export type ToastEnd = 'bottom' | 'top'

/** The toaster's distance from the screen's edge (AppToaster.tsx). */
export const TOAST_EDGE_PX = 16

interface Band {
  top: number
  bottom: number
  left: number
  right: number
}

const overlaps = (rect: DOMRect, band: Band) =>
  rect.width > 0 &&
  rect.height > 0 &&
  rect.bottom > band.top &&
  rect.top < band.bottom &&
  rect.right > band.left &&
  rect.left < band.right

function coversKeptClear(band: Band): boolean {
  for (const element of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`))
    if (overlaps(element.getBoundingClientRect(), band)) return true
  return false
}

/**
 * The end for a toast of this size (`toast`: its box where it shows now), given how far a bar at
 * the bottom lifts it (`lift`, components/StickyBar.tsx).
 */
export function clearEnd(toast: DOMRect, lift: number): ToastEnd {
  const { innerHeight } = window
  const sides = { left: toast.left, right: toast.right }
  const bottom = { ...sides, top: innerHeight - TOAST_EDGE_PX - lift - toast.height, bottom: innerHeight - TOAST_EDGE_PX - lift }
  const top = { ...sides, top: TOAST_EDGE_PX, bottom: TOAST_EDGE_PX + toast.height }
  return coversKeptClear(bottom) && !coversKeptClear(top) ? 'top' : 'bottom'
}
