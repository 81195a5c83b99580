/**
 * "Not now" on a swap request (issue 54): hidden on this phone only (decision 382). A refusal
 * stays silence, as before: the asker is not told, and the request lapses after 7 days.
 */
const KEY = 'mpn:networking:not-now'

export function notNowIds(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return new Set(Array.isArray(stored) ? stored.map(String) : [])
  } catch {
    return new Set()
  }
}

export function hideRequest(id: string | number) {
  try {
    // The newest 200 are plenty: requests lapse after 7 days.
    localStorage.setItem(KEY, JSON.stringify([...notNowIds(), String(id)].slice(-200)))
  } catch {
    // Storage off (private mode): hidden until the page is reloaded.
  }
}
