import { useEffect } from 'react'
import { Toaster, toast, useToasterStore } from 'react-hot-toast'

/** SPEC section 9: one toast at a time, 5 s by default. */
const TOAST_LIMIT = 1

export function AppToaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])
  return <Toaster position="top-right" toastOptions={{ duration: 5000 }} containerStyle={{ top: 16 }} />
}
