import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { setupI18n } from '@lingui/core'
import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage'
import { compileMessage } from '@site/i18n/compileMessage'
import { i18n } from '@site/i18n/i18n'
import { validationMessages, validationText } from '@site/i18n/validationMessages'
import { makersTagWords } from '@site/features/events/lib/makersTags'
import { DEFAULT_NETWORKING_TAGS } from '@contract/networking'
import { messages, tooLong } from '@contract/messages'
import { connectionFailure, readWebhookReason, webhookReasons, type WebhookReasonKind } from '@contract/webhookReasons'
import { webhookReasonText } from '@site/features/integrations/lib/webhookReasonText'

const root = path.resolve(import.meta.dirname, '../..')
const LOCALES = ['es', 'fr', 'de']

/** Runs one of Lingui's catalogue checks (lingui.config.ts); a failing check exits non-zero with what is wrong. */
function linguiCheck(...args: string[]) {
  return execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['check', ...args, '--workers', '1'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  })
}

/** msgid → msgstr of a catalogue (single-line entries, as Lingui writes them). */
function readPo(locale: string, catalogue: 'site' | 'server' = 'site'): Map<string, string> {
  const text = fs.readFileSync(path.join(root, `locales/${locale}/${catalogue}.po`), 'utf8')
  const unquote = (quoted: string) => JSON.parse(quoted) as string
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = unquote(match[1])
    if (id) entries.set(id, unquote(match[2]))
  }
  return entries
}

/** Values for every placeholder of a message: numbers across the plural forms, names as text. */
function sampleValues(message: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    values[name] = type === 'select' ? 'other' : count
  }
  return values
}

const normalise = (compiled: unknown) => (typeof compiled === 'string' ? [compiled] : compiled)

describe('the site catalogues (locales/*/site.po)', () => {
  it('are what `lingui extract` would write, and every language translates every message', () => {
    expect(linguiCheck('sync', '--clean')).toContain('PASS sync')
    expect(linguiCheck('missing', '--mode', 'catalog')).toContain('PASS missing')
  }, 120_000)

  it('carry the validation texts the forms show word for word as contract/messages.ts has them', () => {
    const shared = new Set<unknown>(Object.values(messages))
    expect(validationMessages.filter((text) => !shared.has(text))).toEqual([])
  })

  it('give the waitlist the same headers whether the browser or the server makes its CSV', () => {
    for (const locale of ['es', 'fr', 'de']) {
      const site = readPo(locale)
      const server = readPo(locale, 'server')
      expect([locale, site.get('Position'), site.get('Joined')]).toEqual([
        locale,
        server.get('waitlistCsv.position'),
        server.get('waitlistCsv.joined'),
      ])
    }
  })

  it("carry the makers' tag list word for word as contract/networking.ts has it", () => {
    expect(makersTagWords).toEqual([...DEFAULT_NETWORKING_TAGS])
  })

  it("say a form's own errors in the reader's language, the length limit with its number", () => {
    const compiled = Object.fromEntries([...readPo('es')].map(([id, text]) => [id, linguiCompile(text)]))
    i18n.activate('es', compiled)
    try {
      expect(validationText(tooLong(200))).toBe('Este campo es demasiado largo (máximo 200 caracteres)')
      expect(validationText(messages.invalidEmail)).toBe('Dirección de correo no válida')
      expect(validationText(messages.latitudeRange)).toBe('La latitud debe estar entre -90 y 90')
      // A text that is no message of ours (a host's words, a library's) is shown as it came.
      expect(validationText('Konnte nicht speichern')).toBe('Konnte nicht speichern')
    } finally {
      i18n.activate('en', {})
    }
  })

  it("say a webhook's stored reasons (English in /api, for CRMs) in the reader's language", () => {
    // Every reason the server writes reads back as its own kind, so none is left in English by a typo.
    const stored = (kind: WebhookReasonKind) =>
      (webhookReasons[kind] as (...values: (string | number)[]) => string)(
        ...(kind === 'notPublic' ? ['hooks.example', '10.0.0.1'] : kind === 'unresolved' ? ['hooks.example'] : [7]),
      )
    for (const kind of Object.keys(webhookReasons) as WebhookReasonKind[])
      expect(readWebhookReason(stored(kind))?.kind).toBe(kind)
    // Every code Node gives a failed connection reads back as one of ours.
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'EHOSTUNREACH',
      'CERT_HAS_EXPIRED',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'EPROTO',
    ])
      expect(readWebhookReason(connectionFailure(code))?.values).toEqual({ code })
    const compiled = Object.fromEntries([...readPo('es')].map(([id, text]) => [id, linguiCompile(text)]))
    i18n.activate('es', compiled)
    try {
      expect(webhookReasonText(webhookReasons.attemptsFailed(6))).toBe('falló el último de 6 intentos')
      expect(webhookReasonText(webhookReasons.answered(503))).toBe('el receptor respondió 503')
      expect(webhookReasonText(webhookReasons.gone())).toBe('el receptor respondió 410 Gone')
      // What a delivery meets on the way: the host, address and code stay as they are.
      expect(webhookReasonText(webhookReasons.unresolved('crm.example'))).toBe(
        'rechazado: no se puede resolver el nombre crm.example',
      )
      expect(webhookReasonText(webhookReasons.notPublic('crm.example', '10.0.0.1'))).toBe(
        'rechazado: crm.example apunta a 10.0.0.1, que no es una dirección pública',
      )
      expect(webhookReasonText(connectionFailure('ECONNREFUSED'))).toBe('el receptor rechazó la conexión (ECONNREFUSED)')
      expect(webhookReasonText(connectionFailure('CERT_HAS_EXPIRED'))).toBe(
        'no se aceptó el certificado del receptor (CERT_HAS_EXPIRED)',
      )
      // A text that is none of ours is shown as it came.
      expect(webhookReasonText('socket hang up')).toBe('socket hang up')
    } finally {
      i18n.activate('en', {})
    }
  })

  it('hold natural translations, not copies of the English text', () => {
    for (const locale of LOCALES) {
      // Words the languages share (a proper noun, an abbreviation, a unit) are allowed; sentences are not.
      const words = (id: string) => id.replace(/\{[^}]*\}/g, '').match(/\p{L}{2,}/gu) ?? []
      const copied = [...readPo(locale)].filter(([id, text]) => id === text && words(id).length > 1).map(([id]) => id)
      expect({ locale, copied }).toEqual({ locale, copied: [] })
    }
  })

  it('compile English texts as Lingui does (the site leaves its compiler out of the bundle)', () => {
    for (const id of readPo('es').keys())
      expect({ id, compiled: normalise(compileMessage(id)) }).toEqual({ id, compiled: linguiCompile(id) })
    // The ICU forms our runtime reads, beyond what today's texts use.
    for (const message of [
      '{n, plural, =0 {none} one {# night} other {# nights}} in {city}',
      '{kind, select, host {Host} other {Guest}}',
    ])
      expect(normalise(compileMessage(message))).toEqual(linguiCompile(message))
  })

  it('read a message with an id of its own (one English word, several meanings) as Lingui does', () => {
    const descriptor = { id: 'report.count.registered', message: 'Registered' }
    for (const locale of ['en', ...LOCALES]) {
      const compiled =
        locale === 'en' ? {} : Object.fromEntries([...readPo(locale)].map(([id, text]) => [id, linguiCompile(text)]))
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } })
      i18n.activate(locale, compiled)
      expect({ locale, text: i18n._(descriptor) }).toEqual({ locale, text: lingui._(descriptor) })
    }
    i18n.activate('en', {})
    expect(i18n._(descriptor)).toBe('Registered')
  })

  it('read out as Lingui reads them, in every language and for 0, 1, 2 and 5', () => {
    const plural = '{n, plural, =0 {No nights} one {# night in {city}} other {# nights in {city}}}'
    for (const locale of ['en', ...LOCALES]) {
      const catalogue = locale === 'en' ? new Map([...readPo('es').keys()].map((id) => [id, id])) : readPo(locale)
      catalogue.set(plural, plural)
      const compiled = Object.fromEntries([...catalogue].map(([id, text]) => [id, linguiCompile(text)]))
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } })
      i18n.activate(locale, locale === 'en' ? {} : compiled)
      for (const id of catalogue.keys())
        for (const count of [0, 1, 2, 5]) {
          const values = { ...sampleValues(id, count), city: 'Köln' }
          expect({ locale, id, text: i18n._(id, values) }).toEqual({ locale, id, text: lingui._(id, values) })
        }
    }
    i18n.activate('en', {})
  })
})
