import { useId, useLayoutEffect, useRef } from 'react'
import { DialogToasts } from './DialogToasts'
import { registerSlot, unregisterSlot, useStackVersion } from './dialogStack'

/**
 * A place in the page's flow for the messages of its part (issue 54: toasts covered the entry
 * code just given, the next row at the door and the new night's buttons): a toast raised by
 * something inside the nearest `[data-toast-scope]` around it (or its parent) shows here, with
 * the same words and timing, instead of floating over the screen (components/dialogStack.ts).
 * `takesStrays`: it also shows the page's messages that no slot serves (the "You're going" card,
 * which the home page shows after the event page's form raised "Registration successful").
 */
export function ToastSlot({ takesStrays = false }: { takesStrays?: boolean }) {
  const id = useId()
  const region = useRef<HTMLDivElement>(null)
  // Re-render when slots and dialogs come and go (what it owns may change with them).
  useStackVersion()
  useLayoutEffect(() => {
    const element = region.current
    const scope = element?.closest('[data-toast-scope]') ?? element?.parentElement
    if (!scope) return
    registerSlot(id, scope, { takesStrays })
    return () => unregisterSlot(id)
  }, [id, takesStrays])
  return (
    <div ref={region} data-toast-slot="">
      <DialogToasts dialogId={id} />
    </div>
  )
}
