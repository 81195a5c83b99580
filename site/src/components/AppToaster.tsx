import { useEffect, useRef } from 'react'
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast'
import { SwipeToDismiss } from './SwipeToDismiss'

/** docs/product.md "Messages and toasts": one toast at a time, 5 s by default, swipe right to dismiss, F8 focuses the notification area. */
const TOAST_LIMIT = 1

/**
 * Toasts sit centred just below the header (68 px tall): in the corner they covered the
 * header's Logout and a dialog's close button; at the bottom they would cover a dialog's
 * Cancel/Save bar, which stays at the bottom of the screen.
 */
const TOAST_TOP = 80

export function AppToaster() {
  const { toasts } = useToasterStore()
  const region = useRef<HTMLDivElement>(null)

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
      <Toaster position="top-center" toastOptions={{ duration: 5000 }} containerStyle={{ top: TOAST_TOP }}>
        {(item) => (
          <SwipeToDismiss id={item.id}>
            <ToastBar toast={item} />
          </SwipeToDismiss>
        )}
      </Toaster>
    </div>
  )
}
