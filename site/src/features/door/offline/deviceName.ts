import { i18n } from '@site/i18n/i18n'

/**
 * The name this phone uploads its scans under ("Phone K7Q"), so a conflict can say where the other
 * scan was made. Made once per browser, in the page's language, and kept in localStorage as it
 * is (a name: the other phones show it as written); nothing personal.
 */
const KEY = 'mpn:door:device'
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newName() {
  const picks = crypto.getRandomValues(new Uint8Array(3))
  return i18n._('Phone {letters}', { letters: [...picks].map((pick) => LETTERS[pick % LETTERS.length]).join('') })
}

let named: string | null = null

export function thisDeviceName(): string {
  if (named) return named
  try {
    named = localStorage.getItem(KEY) || newName()
    localStorage.setItem(KEY, named)
  } catch {
    // Storage off: one name for this visit.
    named ??= newName()
  }
  return named
}
