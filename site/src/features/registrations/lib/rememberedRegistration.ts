import type { Id } from '@contract/types'

/**
 * The registration this browser made for an event, kept so the event page shows "You're going"
 * again on the next visit (docs/product.md "Event page and registration"): the
 * manage link only, in this browser's storage; the page checks it with the server each time.
 */
const key = (eventId: Id) => `mpn:registration:${String(eventId)}`

export function rememberRegistration(eventId: Id, manageUrl: string) {
  try {
    localStorage.setItem(key(eventId), JSON.stringify({ manageUrl }))
  } catch {
    // Storage off (private mode): the page still shows the registration until it is left.
  }
}

export function rememberedManageUrl(eventId: Id): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(eventId)) ?? 'null') as { manageUrl?: unknown } | null
    return typeof stored?.manageUrl === 'string' ? stored.manageUrl : null
  } catch {
    return null
  }
}

export function forgetRegistration(eventId: Id) {
  try {
    localStorage.removeItem(key(eventId))
  } catch {
    // nothing stored
  }
}

/** The token in a manage link (`…/registrations/{token}`), or null. */
export function tokenOfManageUrl(manageUrl: string | null | undefined): string | null {
  const match = /\/registrations\/([^/?#]+)/.exec(manageUrl ?? '')
  return match ? decodeURIComponent(match[1]) : null
}

/** The manage link as a path on this site, whatever origin the server wrote into it. */
export function managePath(manageUrl: string): string {
  const token = tokenOfManageUrl(manageUrl)
  return token ? `/registrations/${encodeURIComponent(token)}` : manageUrl
}
