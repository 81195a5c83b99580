import { hashToken, isWellFormedToken } from '../../lib/capabilities/token'
import { nightCopiesOf, type Night } from './night'
import { networkingView } from './view'
import type { Payload } from 'payload'

/** `GET /api/registrations/{token}/networking`, without a query (one with a query goes to Express). */
const OWN_VIEW = /^\/api\/registrations\/([^/?#]+)\/networking$/

/**
 * A person's own "Who to meet" view answered before Express (cms/http/fastReads.ts), from the
 * night's copy this process already holds (night.ts): a manage page polled by a room full of
 * phones costs no database read. Only for someone the copy knows as registered and opted in, by
 * their manage token's hash; anything else (an unknown token, a copy not loaded or gone stale,
 * someone waiting or cancelled) returns undefined and Express answers from the rows. The copy is
 * dropped at once by every change in this process, and lives 5 seconds at most for another's
 * (docs/decisions.md). `holder` identifies the answer while the copy lasts (for its prepared bytes).
 */
export function networkingFastView(payload: Payload, secret: string) {
  const copies = nightCopiesOf(payload)
  /**
   * The answers made from each night's copy, by path: a phone polling its view is answered
   * without its token being hashed again while that copy lasts (5 seconds at most). Held by the
   * copy, so the paths (and the tokens in them) go with it.
   */
  const answered = new WeakMap<Night, Map<string, { json: string; holder: object }>>()
  /** The night of the last answer: the one a room full of phones is polling. */
  let lastNight: Night | undefined
  return (url: string): { json: string; holder: object } | undefined => {
    if (lastNight && !copies.isReady(lastNight)) lastNight = undefined
    const known = lastNight && answered.get(lastNight)?.get(url)
    if (known) return known
    const token = OWN_VIEW.exec(url)?.[1]
    if (!token || !isWellFormedToken(token)) return undefined
    const hash = hashToken(token)
    const night = copies.readyForToken(hash)
    const id = night?.byToken.get(hash)
    if (!night || id === undefined) return undefined
    let ofNight = answered.get(night)
    if (!ofNight) answered.set(night, (ofNight = new Map<string, { json: string; holder: object }>()))
    let answer = ofNight.get(url)
    if (!answer) {
      answer = { json: JSON.stringify(networkingView(night, { id, status: 'registered' }, secret)), holder: {} }
      ofNight.set(url, answer)
    }
    lastNight = night
    return answer
  }
}
