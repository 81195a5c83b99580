/**
 * "Remember me on this phone tonight" (docs/product.md "Who to meet"): the manage link's token,
 * kept in this browser only when the person asks, until a few hours after the night ends, so a
 * badge's "Swap contacts" QR code opened with the phone's camera (`/c/{code}`) knows who is
 * scanning. The server judges the token at every use; "Forget this phone" removes it.
 */
const KEY = 'mpn:networking:me'
/** After the night's end, the phone still remembers this long (the last swaps on the way home). */
const AFTER_THE_NIGHT_MS = 6 * 3600_000

interface Remembered {
  token: string
  until: number
}

function read(): Remembered | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null
    if (typeof stored?.token !== 'string' || typeof stored.until !== 'number') return null
    return stored as Remembered
  } catch {
    return null
  }
}

export function rememberMe(token: string, nightEnds: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, until: Date.parse(nightEnds) + AFTER_THE_NIGHT_MS }))
  } catch {
    // Storage off (private mode): the person types codes on their page instead.
  }
}

/** The remembered token, while the night lasts; a stale one is forgotten. */
export function rememberedMe(now = Date.now()): string | null {
  const stored = read()
  if (stored && stored.until > now) return stored.token
  if (stored) forgetMe()
  return null
}

/** Whether this phone remembers exactly this manage link. */
export const remembersMe = (token: string) => rememberedMe() === token

export function forgetMe() {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}
