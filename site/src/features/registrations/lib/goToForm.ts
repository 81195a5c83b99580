/** How long a tap on Register waits for the form's chunk to arrive before giving up on focusing it. */
const FORM_WAIT_MS = 5000

/**
 * Scrolls to the registration form and puts the cursor in its first field; the form loads in its
 * own chunk, so a tap made before it arrives focuses the field once it is there.
 */
export function goToForm(card: HTMLElement | null) {
  card?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  const until = Date.now() + FORM_WAIT_MS
  const focusFirstField = () => {
    const field = card?.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([tabindex="-1"])')
    if (field) field.focus({ preventScroll: true })
    else if (card && Date.now() < until) requestAnimationFrame(focusFirstField)
  }
  focusFirstField()
}
