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
interface Owner {
  /** The dialog it shows in; null for the page. */
  dialog: string | null
  error: boolean
  intoNextDialogUntil?: number
  /** For the page: what was around what the person last touched, to find its slot (ToastSlot). */
  around?: readonly Element[]
}
const owners = new Map<string, Owner>()
const INTO_NEXT_DIALOG_MS = 3000

const topmost = () => stack.at(-1) ?? null

/**
 * Page slots (components/ToastSlot.tsx, issue 54): places in a page's flow where its messages
 * show instead of floating over what the person needs next (the entry code just given, the
 * next row at the door, the new night's buttons). A slot serves its scope (the nearest
 * `[data-toast-scope]` around it): a toast raised while no dialog is open goes to the slot whose
 * scope holds what the person last touched or focused (the innermost one), and a dialog's
 * notices pass, when it closes, to the slot of the part it was opened from. Elsewhere toasts
 * float as before.
 */
const slots = new Map<string, Element>()
/** Slots that also take the page's messages no other slot serves, the newest first to serve. */
const strayTakers: string[] = []
const dialogOrigins = new Map<string, readonly Element[]>()
let lastTouched: Element | null = null
let watching = false

function watchTouches() {
  if (watching || typeof document === 'undefined') return
  watching = true
  const remember = (event: Event) => {
    if (event.target instanceof Element) lastTouched = event.target
  }
  // Capture: before the handler that raises the toast runs, whatever it stops.
  document.addEventListener('pointerdown', remember, true)
  document.addEventListener('focusin', remember, true)
}

/**
 * What was around what the person last touched, innermost first, kept when the toast is raised:
 * its slot is found when it shows, so a part that replaces itself (the registration form by the
 * "You're going" card) still finds the slot of the scope they share.
 */
function aroundLastTouched(): readonly Element[] {
  const chain: Element[] = []
  for (let element = lastTouched?.isConnected ? lastTouched : null; element; element = element.parentElement) chain.push(element)
  return chain
}

/** The slot of the innermost scope in `around` that has one, else a slot taking strays, or null. */
function slotAround(around: readonly Element[] | undefined): string | null {
  for (const element of around ?? []) for (const [id, scope] of slots) if (scope === element) return id
  return strayTakers.at(-1) ?? null
}

let version = 0
const currentVersion = () => version

function change(next: readonly string[]) {
  stack = next
  version += 1
  for (const listener of listeners) listener()
}

// From the start: the slot may arrive with the answer (the "You're going" card after the form).
watchTouches()

export function registerSlot(id: string, scope: Element, { takesStrays = false }: { takesStrays?: boolean } = {}) {
  slots.set(id, scope)
  if (takesStrays) strayTakers.push(id)
  change(stack)
}

/** A slot leaving the page: its messages float again, unless another slot of theirs is there. */
export function unregisterSlot(id: string) {
  slots.delete(id)
  if (strayTakers.includes(id)) strayTakers.splice(strayTakers.indexOf(id), 1)
  change(stack)
}

export function openDialog(id: string, { handsOnErrors = false }: { handsOnErrors?: boolean } = {}) {
  if (handsOnErrors) handingOnErrors.add(id)
  if (!stack.length) dialogOrigins.set(id, aroundLastTouched())
  for (const [toastId, owner] of owners) {
    if (owner.intoNextDialogUntil === undefined) continue
    if (Date.now() <= owner.intoNextDialogUntil) owners.set(toastId, { dialog: id, error: owner.error })
    else owners.set(toastId, { dialog: owner.dialog, error: owner.error })
  }
  change([...stack, id])
}

export function closeDialog(id: string) {
  const next = stack.filter((open) => open !== id)
  const around = dialogOrigins.get(id)
  dialogOrigins.delete(id)
  const beneath = next.at(-1) ?? null
  const keepErrors = handingOnErrors.delete(id)
  for (const [toastId, owner] of owners) {
    if (owner.dialog !== id) continue
    if (owner.error && !keepErrors) {
      toast.dismiss(toastId)
      owners.delete(toastId)
    } else owners.set(toastId, { ...owner, dialog: beneath, around: beneath ? undefined : around })
  }
  change(next)
}

/** Records where a toast was raised (lib/notify.tsx calls it for every toast). */
export function claimToast(toastId: string, { error, intoNextDialog = false }: { error: boolean; intoNextDialog?: boolean }) {
  const dialog = topmost()
  owners.set(toastId, {
    dialog,
    error,
    ...(dialog ? {} : { around: aroundLastTouched() }),
    ...(intoNextDialog ? { intoNextDialogUntil: Date.now() + INTO_NEXT_DIALOG_MS } : {}),
  })
}

/** The dialog or page slot a toast shows in, or null: the page's floating toaster. */
export const ownerOf = (toastId: string): string | null => {
  const owner = owners.get(toastId)
  return owner?.dialog ?? slotAround(owner?.around)
}

/** Whether a toast shows in a page slot rather than floating. */
export const inSlot = (toastId: string): boolean => {
  const owner = owners.get(toastId)
  return Boolean(owner && owner.dialog === null && slotAround(owner.around))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A number that changes whenever dialogs or page slots come or go (a slot re-renders then). */
export const useStackVersion = () => useSyncExternalStore(subscribe, currentVersion, currentVersion)

/** The id of the topmost open dialog, or null when none is open. */
export const useTopDialog = () => useSyncExternalStore(subscribe, topmost, topmost)
