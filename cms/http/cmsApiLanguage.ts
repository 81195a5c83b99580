import { translateApiMessage } from '../i18n/apiMessages'
import { cookieValue } from '../i18n/negotiate'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import type { Request } from 'express'

/**
 * The CMS admin's language for its calls to /cms/api, chosen as Payload chooses it for the admin's
 * pages: the editor's own pick in their account (Payload's `-lng` cookie), else the language the site
 * negotiated (cms/http/cmsAdmin.ts hands Payload that one).
 */
export function editorsLocale(req: Request, cookiePrefix: string): Locale {
  const picked = cookieValue(req.headers.cookie, `${cookiePrefix}-lng`)
  return isLocale(picked) ? picked : (req.locale ?? DEFAULT_LOCALE)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const translatedMessage = (locale: Locale, item: unknown) =>
  isRecord(item) && typeof item.message === 'string' ? { ...item, message: translateApiMessage(locale, item.message) } : item

/**
 * An answer in Payload's shape, `{message?, errors?: [{message, data: {errors: [{path, message}]}}]}`,
 * with our own messages in the editor's language: the contract's rules that the collections check
 * (collections/hooks/validateWithContract.ts) and the gate's answers. Payload's own words are
 * already in its language, and any text that is not ours stays as it came.
 */
export function translatePayloadAnswer(locale: Locale, answer: unknown): unknown {
  if (locale === DEFAULT_LOCALE || !isRecord(answer)) return answer
  const body = translatedMessage(locale, answer) as Record<string, unknown>
  if (!Array.isArray(body.errors)) return body
  return {
    ...body,
    errors: body.errors.map((error) => {
      const translated = translatedMessage(locale, error)
      if (!isRecord(translated) || !isRecord(translated.data) || !Array.isArray(translated.data.errors)) return translated
      return {
        ...translated,
        data: { ...translated.data, errors: translated.data.errors.map((each) => translatedMessage(locale, each)) },
      }
    }),
  }
}
