import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { messages as en } from '../../locales/en/server'
import { messages as es } from '../../locales/es/server'
import { messages as fr } from '../../locales/fr/server'
import { messages as de } from '../../locales/de/server'
import { LOCALES, type Locale } from './locales'

/**
 * One Lingui instance per locale, made once: the server renders for many readers at once (an email
 * to a German registrant while an English host's request is answered), so nothing global is
 * switched. The catalogues are `lingui compile`'s modules (lingui.config.ts), imported as code so
 * tsx, the built server and Jest load them the same way. Messages are descriptors marked with
 * `/*i18n*\/` for `lingui extract` (no macros: the server has no Babel step).
 */
const compiled = { en, es, fr, de }
const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: compiled[locale] } })]),
) as Record<Locale, I18n>

export const i18nFor = (locale: Locale): I18n => instances[locale]

/** A marked message in a locale: `t('de', /*i18n*\/ { id, message }, { name })`. */
export const t = (locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string =>
  instances[locale]._({ ...descriptor, values })
