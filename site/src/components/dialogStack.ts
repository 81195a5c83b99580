import { useSyncExternalStore } from 'react'

/**
 * Which dialogs are open, topmost last. Toasts never float over an open dialog: while one is
 * open the topmost dialog shows them inline (DialogToasts) and the floating toaster steps
 * aside (AppToaster).
 */
let stack: readonly string[] = []
const listeners = new Set<() => void>()

function change(next: readonly string[]) {
  stack = next
  for (const listener of listeners) listener()
}

export const openDialog = (id: string) => change([...stack, id])
export const closeDialog = (id: string) => change(stack.filter((open) => open !== id))

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const topmost = () => stack.at(-1) ?? null

/** The id of the topmost open dialog, or null when none is open. */
export const useTopDialog = () => useSyncExternalStore(subscribe, topmost, topmost)
