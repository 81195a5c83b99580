import { useEffect, useRef, useState, type RefObject } from 'react'
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { useTopDialog } from './dialogStack'
import { SwipeToDismiss } from './SwipeToDismiss'
import { TOAST_EDGE_PX, clearEnd, type ToastEnd } from './toastEnd'

/** docs/product.md "Messages and toasts": one toast at a time, 5 s by default, swipe right to dismiss, F8 focuses the notification area. */
const TOAST_LIMIT = 1
/** How long a toast stays, floating or inline in a dialog (components/DialogToasts.tsx). */
export const TOAST_DURATION_MS = 5000

/**
 * Toasts sit at the bottom, where nothing important is (docs/decisions.md, "Toasts never cover
 * content"): page titles, counts and the header stay clear. A bar fixed at the bottom of the
 * screen (the event page's Register button) lifts them above itself through `--toast-lift`.
 * While a dialog is open they show inline in it (components/DialogToasts.tsx), never over it. A
 * toast that would cover a part marked to be kept clear (the entry code, the new night's row)
 * moves to the top of the screen (components/toastEnd.ts).
 */
export const TOAST_LIFT_VARIABLE = '--toast-lift'

const toastStyle = {
  background: theme.colors.surface,
  color: theme.colors.ink,
  border: `1px solid ${theme.colors.border}`,
  maxWidth: 'min(420px, calc(100vw - 32px))',
}

export function AppToaster() {
  const { toasts } = useToasterStore()
  const region = useRef<HTMLDivElement>(null)
  const dialogOpen = useTopDialog() !== null
  const end = useClearEnd(region, toasts.find((item) => item.visible)?.id)

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      event.preventDefault()
      const target = region.current?.querySelector<HTMLElement>('a, button') ?? region.current
      target?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div ref={region} role="region" aria-label={i18n._('Notifications (F8)')} tabIndex={-1}>
      {!dialogOpen && (
        <Toaster
          position={end === 'top' ? 'top-center' : 'bottom-center'}
          toastOptions={{ duration: TOAST_DURATION_MS, style: toastStyle }}
          containerStyle={
            end === 'top' ? { top: TOAST_EDGE_PX } : { bottom: `calc(${TOAST_EDGE_PX}px + var(${TOAST_LIFT_VARIABLE}, 0px))` }
          }
        >
          {(item) => (
            <SwipeToDismiss id={item.id}>
              <div data-floating-toast="">
                <ToastBar toast={item} />
              </div>
            </SwipeToDismiss>
          )}
        </Toaster>
      )}
    </div>
  )
}

/** How often a shown toast checks that it covers nothing kept clear: the page may still be arriving. */
const CHECK_EVERY_MS = 200

/**
 * Which end of the screen the floating toast uses: the bottom, unless there it covers a part kept
 * clear (components/toastEnd.ts), checked while it is shown, as the page behind it arrives and
 * scrolls. Once at the top it stays there for the rest of its time, so it never jumps back.
 */
function useClearEnd(region: RefObject<HTMLDivElement | null>, shownId: string | undefined): ToastEnd {
  const [topFor, setTopFor] = useState<string | null>(null)
  const atTop = shownId !== undefined && topFor === shownId
  useEffect(() => {
    if (shownId === undefined || atTop) return
    const check = () => {
      const box = region.current?.querySelector('[data-floating-toast]')?.getBoundingClientRect()
      if (!box || box.height === 0) return
      const lift = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(TOAST_LIFT_VARIABLE)) || 0
      if (clearEnd(box, lift) === 'top') setTopFor(shownId)
    }
    const frame = window.requestAnimationFrame(check)
    const timer = window.setInterval(check, CHECK_EVERY_MS)
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      window.cancelAnimationFrame(frame)
      window.clearInterval(timer)
      window.removeEventListener('scroll', check)
    }
  }, [region, shownId, atTop])
  return atTop ? 'top' : 'bottom'
}
