import { translateApiMessage } from '../../i18n/apiMessages'
import type { Locale } from '../../i18n/locales'
import type { RequestHandler } from 'express'

/**
 * The contract's `{message, errors?}` in the reader's language: its English message and each
 * field's, looked up in the catalogue (cms/i18n/apiMessages.ts). Anything else in a body is data
 * and is left as it is.
 */
export function translateAnswer(locale: Locale, body: unknown): unknown {
  if (locale === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body
  const { message, errors } = body as { message?: unknown; errors?: unknown }
  if (typeof message !== 'string') return body
  const translated: Record<string, unknown> = { ...body, message: translateApiMessage(locale, message) }
  if (errors && typeof errors === 'object' && !Array.isArray(errors))
    translated.errors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, typeof text === 'string' ? translateApiMessage(locale, text) : text]),
    )
  return translated
}

/**
 * Every `/api` answer written with `res.json` (the error handler's included) speaks the
 * negotiated locale. Messages are translated where the answer is written, not where they are
 * raised: contract/ keeps one English text for the server and the site, and a request without a
 * preference gets the spec's English untouched (nothing is wrapped).
 */
export const translatedAnswers: RequestHandler = (req, res, next) => {
  const locale = req.locale ?? 'en'
  if (locale !== 'en') {
    const json = res.json.bind(res)
    res.json = (body: unknown) => json(translateAnswer(locale, body))
  }
  next()
}
