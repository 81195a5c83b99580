import { BOT_GUARD_MIN_FILL_MS } from '../../../contract/botGuard'
import { messages } from '../../../contract/messages'
import { userIsActive } from '../../../access/isActiveUser'
import { HttpError } from '../../lib/httpError'
import { validateBody } from './validate'
import type { RequestHandler, Response } from 'express'
import type { ParamsDictionary } from 'express-serve-static-core'
import type { z, ZodType } from 'zod'
import type { Logger } from 'pino'

/**
 * The bot guard of the public forms (registration, waitlist, contact, host application),
 * without a CAPTCHA (docs/decisions.md):
 * - a filled honeypot (`website`, a field people never see) gets the normal success answer,
 *   and nothing is stored or sent;
 * - a measured fill time under BOT_GUARD_MIN_FILL_MS (or one that is not a number) is never
 *   dropped in silence: it is refused with 400 and a message asking the person to submit the
 *   form again, which the site shows (its second try counts from the form's first render);
 * - no fill time at all is a client written to the spec (`name, email, company, eventId`;
 *   `name, email, message`), judged by the honeypot and the rate limits alone (issue 52).
 * Approved signed-in accounts (a host adding people) are not anonymous scripts: no guard.
 * The fill time is measured in the browser (contract/botGuard.ts), on one clock.
 */
type Verdict = 'person' | 'honeypot' | 'too fast'

/** What an anonymous form's body looks like it came from (the refusals before Express ask too). */
export function judge(body: Record<string, unknown>): Verdict {
  const honeypot = body.website
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot'
  const fill = body.formFillMs
  if (fill === undefined) return 'person'
  if (typeof fill !== 'number' || !Number.isFinite(fill) || fill < BOT_GUARD_MIN_FILL_MS) return 'too fast'
  return 'person'
}

/**
 * Detect, validate as usual (a bot's invalid input still hears 400), then answer. Typed like
 * validateBody: the handler after `...botGuarded(schema, ...)` reads `req.body` as the schema's output.
 */
export function botGuarded<S extends ZodType>(
  schema: S,
  logger: Logger,
  fake: (body: Record<string, unknown>, res: Response) => void,
): RequestHandler<ParamsDictionary, unknown, z.output<S>>[] {
  return [
    (req, res, next) => {
      // Before validation the body is whatever was sent.
      const body = (req.body ?? {}) as Record<string, unknown>
      res.locals.botVerdict = userIsActive(req.user) ? 'person' : judge(body)
      delete body.website
      delete body.formFillMs
      next()
    },
    validateBody(schema),
    (req, res, next) => {
      const verdict = res.locals.botVerdict as Verdict
      if (verdict === 'too fast') return next(new HttpError(400, messages.submitAgain))
      if (verdict === 'person') return next()
      logger.info({ path: req.baseUrl }, 'honeypot filled: answered and dropped')
      fake(req.body as Record<string, unknown>, res)
    },
  ]
}
