import { useEffect, useRef } from 'react'
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast'
import { theme } from '@site/config/theme'
import { useTopDialog } from './dialogStack'
import { SwipeToDismiss } from './SwipeToDismiss'

/** docs/product.md "Messages and toasts": one toast at a time, 5 s by default, swipe right to dismiss, F8 focuses the notification area. */
const TOAST_LIMIT = 1
/** How long a toast stays, floating or inline in a dialog (components/DialogToasts.tsx). */
export const TOAST_DURATION_MS = 5000

/**
 * Toasts sit at the bottom, where nothing important is (docs/decisions.md, "Toasts never cover
 * content"): page titles, counts and the header stay clear. A bar fixed at the bottom of the
 * screen (the event page's Register button) lifts them above itself through `--toast-lift`.
 * While a dialog is open they show inline in it (components/DialogToasts.tsx), never over it.
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
    <div ref={region} role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      {!dialogOpen && (
        <Toaster
          position="bottom-center"
          toastOptions={{ duration: TOAST_DURATION_MS, style: toastStyle }}
          containerStyle={{ bottom: `calc(16px + var(${TOAST_LIFT_VARIABLE}, 0px))` }}
        >
          {(item) => (
            <SwipeToDismiss id={item.id}>
              <ToastBar toast={item} />
            </SwipeToDismiss>
          )}
        </Toaster>
      )}
    </div>
  )
}
