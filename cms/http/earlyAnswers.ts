import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

/**
 * One answer a request may get before Express. It returns true when it takes the request (it
 * answers it, or hands it to Express itself once it has read the body), false to leave it to
 * Express untouched; it calls `answered()` once it has written an answer of its own, so what
 * answered is counted (and visible to tests), never guessed from the bytes.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse, answered: () => void) => boolean

/**
 * The only answers made before Express, each for a request pattern a real night produces
 * (docs/decisions.md, decision 302). They run in the `http.createServer` handler, ahead of every
 * Express middleware, so no order of `app.use` calls can skip or shadow them; whatever they do
 * not take goes to Express unchanged. A new entry names its pattern here, shows a gain the plain
 * path does not give, and has a test that sees it counted.
 */
export interface EarlyAnswerEntries {
  /**
   * The public reads of every visitor's page: an open home page re-reads the list of nights every
   * 30 s and an open event page its seat count every 30 s (site/src/features/events/api/), and the
   * announcement email sends a crowd of phones to both at once (cms/http/fastReads.ts).
   */
  publicReads: EarlyAnswer
  /**
   * The late arrivals of a rush: a thousand phones for a hundred seats make nine hundred
   * registrations on a night already full, all refused (cms/http/fastRefusals.ts).
   */
  fullNightRefusals: EarlyAnswer
}

export type EarlyAnswerName = keyof EarlyAnswerEntries

export interface EarlyAnswers {
  /** The server's request listener: the early answers in order, then Express. */
  handler: RequestListener
  /** How many answers an entry has written itself since the server started. */
  answeredBy: (name: EarlyAnswerName) => number
}

export function earlyAnswers(entries: EarlyAnswerEntries, express: RequestListener): EarlyAnswers {
  const order = Object.entries(entries) as [EarlyAnswerName, EarlyAnswer][]
  const counts = new Map<EarlyAnswerName, number>(order.map(([name]) => [name, 0]))
  const counters = new Map(order.map(([name]) => [name, () => void counts.set(name, counts.get(name)! + 1)]))
  return {
    handler: (req: IncomingMessage, res: ServerResponse) => {
      for (const [name, take] of order) if (take(req, res, counters.get(name)!)) return
      express(req, res)
    },
    answeredBy: (name) => counts.get(name) ?? 0,
  }
}
