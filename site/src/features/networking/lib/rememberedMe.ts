/**
 * "Remember me on this phone tonight" (docs/product.md "Who to meet"): the manage link's token,
 * kept in this browser until a few hours after the night ends, so a badge's "Swap contacts" QR
 * code opened with the phone's camera (`/c/{code}`) knows who is scanning. On by default on the
 * phone a person opted in from (issue 54 item 2: `rememberByDefault`); unticking it forgets the
 * token and notes that this person said no, so it is not remembered again behind their back.
 * The server judges the token at every use.
 */
const KEY = 'mpn:networking:me'
/** Digests of the tokens whose owners unticked the box on this phone (never the tokens themselves). */
const DECLINED_KEY = 'mpn:networking:declined'
const DECLINED_MAX = 20
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

/** FNV-1a, 32 bits: enough to recognise a token again, useless to rebuild one. */
function digest(token: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(36)
}

function declined(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(DECLINED_KEY) ?? '[]') as unknown
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function setDeclined(list: string[]) {
  try {
    localStorage.setItem(DECLINED_KEY, JSON.stringify(list.slice(-DECLINED_MAX)))
  } catch {
    // Storage off: nothing is remembered either.
  }
}

/**
 * The person opened their own page (or the card after registering) with a contact code: this
 * phone remembers them unless they said no here, or it already remembers someone else (a shared
 * phone is never switched silently; the box stays there to tick). Whether it remembers them now.
 */
export function rememberByDefault(token: string, nightEnds: string): boolean {
  if (remembersMe(token)) return true
  if (declined().includes(digest(token)) || rememberedMe() !== null) return false
  rememberMe(token, nightEnds)
  return remembersMe(token)
}

export function rememberMe(token: string, nightEnds: string) {
  setDeclined(declined().filter((item) => item !== digest(token)))
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

/** `declinedBy`: the person unticked the box themselves; their choice is kept for this phone. */
export function forgetMe(declinedBy?: string) {
  if (declinedBy) setDeclined([...declined().filter((item) => item !== digest(declinedBy)), digest(declinedBy)])
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}
