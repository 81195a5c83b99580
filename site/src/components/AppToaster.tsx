import { useEffect, useRef } from 'react'
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast'
import { SwipeToDismiss } from './SwipeToDismiss'

/** SPEC section 9: one toast at a time, 5 s by default, swipe right to dismiss, F8 focuses the notification area. */
const TOAST_LIMIT = 1

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
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} containerStyle={{ top: 16 }}>
        {(item) => (
          <SwipeToDismiss id={item.id}>
            <ToastBar toast={item} />
          </SwipeToDismiss>
        )}
      </Toaster>
    </div>
  )
}
