import { BOT_GUARD_MIN_FILL_MS } from '../../../contract/botGuard'
import { validateBody } from './validate'
import type { RequestHandler, Response } from 'express'
import type { ZodType } from 'zod'
import type { Logger } from 'pino'

/**
 * The bot guard of the public forms (registration, waitlist, contact, host application),
 * without a CAPTCHA: a honeypot field people never see (`website`) and a minimum fill time.
 * A bot-like submission gets the normal success answer, but nothing is stored or sent.
 * API clients that send neither field are people as far as this guard knows.
 * The fill time is measured in the browser (`formFillMs`, contract/botGuard.ts), on one clock,
 * so a wrong clock on either side cannot turn a person into a bot.
 */

function looksLikeBot(body: Record<string, unknown>): boolean {
  const honeypot = body.website
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true
  const fill = Number(body.formFillMs)
  if (body.formFillMs !== undefined && Number.isFinite(fill) && fill >= 0 && fill < BOT_GUARD_MIN_FILL_MS) return true
  return false
}

/** Detect, validate as usual (a bot's invalid input still hears 400), then answer bots with `fake`. */
export function botGuarded(
  schema: ZodType,
  logger: Logger,
  fake: (body: Record<string, unknown>, res: Response) => void,
): RequestHandler[] {
  return [
    (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>
      res.locals.bot = looksLikeBot(body)
      delete body.website
      delete body.formFillMs
      next()
    },
    validateBody(schema),
    (req, res, next) => {
      if (!res.locals.bot) return next()
      logger.info({ path: req.originalUrl }, 'bot-like submission answered and dropped')
      fake(req.body as Record<string, unknown>, res)
    },
  ]
}
