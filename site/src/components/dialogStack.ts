import { useSyncExternalStore } from 'react'
import { toast } from 'react-hot-toast'

/**
 * Which dialogs are open, topmost last. Toasts never float over an open dialog: while one is
 * open the topmost dialog shows them inline (DialogToasts) and the floating toaster steps
 * aside (AppToaster).
 *
 * Each toast belongs where it was raised: the dialog on top at that moment, or the page (null).
 * A dialog shows only its own, so a notice never turns up in another dialog opened later (the
 * message dialog over the attendee list, a confirmation over the hosts). When a dialog closes,
 * what it reported (a success: "Attendee moved") passes to what is beneath, where the person
 * lands; its errors were about its own form and go with it. A confirmation closes whatever its
 * action's outcome, so its errors pass on too (`handsOnErrors`). A notice whose action goes on to
 * open a dialog ("Draft copy saved", then the copy in the editor) is raised `intoNextDialog`: the
 * next dialog to open, within a few seconds, takes it, so it stays in view over that dialog.
 */
let stack: readonly string[] = []
const handingOnErrors = new Set<string>()
const listeners = new Set<() => void>()
const owners = new Map<string, { dialog: string | null; error: boolean; intoNextDialogUntil?: number }>()
const INTO_NEXT_DIALOG_MS = 3000

const topmost = () => stack.at(-1) ?? null

function change(next: readonly string[]) {
  stack = next
  for (const listener of listeners) listener()
}

export function openDialog(id: string, { handsOnErrors = false }: { handsOnErrors?: boolean } = {}) {
  if (handsOnErrors) handingOnErrors.add(id)
  for (const [toastId, owner] of owners) {
    if (owner.intoNextDialogUntil === undefined) continue
    if (Date.now() <= owner.intoNextDialogUntil) owners.set(toastId, { dialog: id, error: owner.error })
    else owners.set(toastId, { dialog: owner.dialog, error: owner.error })
  }
  change([...stack, id])
}

export function closeDialog(id: string) {
  const next = stack.filter((open) => open !== id)
  const beneath = next.at(-1) ?? null
  const keepErrors = handingOnErrors.delete(id)
  for (const [toastId, owner] of owners) {
    if (owner.dialog !== id) continue
    if (owner.error && !keepErrors) {
      toast.dismiss(toastId)
      owners.delete(toastId)
    } else owners.set(toastId, { ...owner, dialog: beneath })
  }
  change(next)
}

/** Records where a toast was raised (lib/notify.tsx calls it for every toast). */
export function claimToast(toastId: string, { error, intoNextDialog = false }: { error: boolean; intoNextDialog?: boolean }) {
  owners.set(toastId, {
    dialog: topmost(),
    error,
    ...(intoNextDialog ? { intoNextDialogUntil: Date.now() + INTO_NEXT_DIALOG_MS } : {}),
  })
}

/** The dialog a toast belongs to, or null for the page. */
export const ownerOf = (toastId: string): string | null => owners.get(toastId)?.dialog ?? null

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The id of the topmost open dialog, or null when none is open. */
export const useTopDialog = () => useSyncExternalStore(subscribe, topmost, topmost)
