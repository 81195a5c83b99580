import { beforeAll, describe, expect, it } from '@jest/globals'
import { buildConfig, type Field, type SanitizedConfig } from 'payload'
import { createPayloadConfig } from '../../payload.config'
import { loadEnv } from '../../config/env'
import { choiceWords, fieldWords, helpWords } from '../../collections/adminWords'
import { messages } from '../../contract/messages'

/**
 * The CMS admin's own words in the editor's language (issue 55, config/adminLabels.ts): every
 * collection, field, help text and choice the admin shows carries Spanish, French and German from
 * the server's catalogue beside the English Payload showed before. Payload's own words (buttons,
 * the sign-in form) are its translations, checked in tests/browser/journeys/08-cms-admin.spec.ts.
 */
let config: SanitizedConfig
beforeAll(async () => {
  config = await buildConfig(await createPayloadConfig(loadEnv({ NODE_ENV: 'test', SERVER_URL: 'http://localhost:3000' })))
})

type Shown = { where: string; text: unknown; table: Record<string, { message?: string }> | null }

const LANGUAGES = ['en', 'es', 'fr', 'de'] as const
/**
 * A label in each language as Payload makes the admin's config for it (it calls a label function
 * with that language's i18n); a help text is an object already; anything else stays as it is.
 */
const inEachLanguage = (text: unknown): unknown =>
  typeof text === 'function'
    ? Object.fromEntries(LANGUAGES.map((language) => [language, (text as (args: unknown) => unknown)({ i18n: { language } })]))
    : text
/** A label of Payload's own asks its translator for a key such as `general:email`. */
const payloadsOwn = (label: unknown) =>
  typeof label === 'function' &&
  /^[a-z]+:\w+$/.test(String((label as (args: unknown) => unknown)({ i18n: { language: 'en' }, t: (key: string) => key })))

/** Every text of ours a visible field shows: its label (a field that stores nothing too: a list may offer it as a column), its help text, its choices. */
function shownBy(fields: Field[], where: string): Shown[] {
  return fields.flatMap((field): Shown[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => shownBy(tab.fields, where))
    if (field.type === 'row' || field.type === 'collapsible') return shownBy(field.fields, where)
    const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
    if (!('name' in field) || ('hidden' in field && field.hidden) || admin?.hidden || admin?.disabled) return []
    const at = `${where}.${field.name}`
    // Payload's own fields (an account's email) come labelled in Payload's translations (`t('general:email')`).
    if (payloadsOwn(field.label)) return []
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    return [
      { where: at, text: inEachLanguage(field.label), table: fieldWords },
      ...(description ? [{ where: `${at} (help)`, text: description, table: helpWords }] : []),
      ...('options' in field && Array.isArray(field.options)
        ? field.options.map((option) => ({
            where: `${at} (choice)`,
            text: inEachLanguage(typeof option === 'string' ? option : option.label),
            table: choiceWords,
          }))
        : []),
      ...('fields' in field && Array.isArray(field.fields) ? shownBy(field.fields, at) : []),
    ]
  })
}

const visibleCollections = () => config.collections.filter((collection) => !collection.admin?.hidden)

describe('the CMS admin’s own words', () => {
  it('name every shown collection and global in the four languages', () => {
    const names = [
      ...visibleCollections().flatMap((collection) => [collection.labels.singular, collection.labels.plural]),
      ...config.globals.map((global) => global.label),
    ].map(inEachLanguage)
    expect(names.length).toBeGreaterThan(30)
    for (const name of names)
      expect(name).toEqual({ en: expect.any(String), es: expect.any(String), fr: expect.any(String), de: expect.any(String) })
    const events = config.collections.find((collection) => collection.slug === 'events')!
    expect(inEachLanguage(events.labels.plural)).toEqual({
      en: 'Events',
      es: expect.not.stringMatching(/^Events$/),
      fr: 'Soirées',
      de: expect.not.stringMatching(/^Events$/),
    })
  })

  it('label every shown field, help text and choice in the four languages, the English as Payload showed it', () => {
    const shown = visibleCollections().flatMap((collection) => shownBy(collection.fields, collection.slug))
    shown.push(...config.globals.flatMap((global) => shownBy(global.fields, global.slug)))
    expect(shown.length).toBeGreaterThan(150)
    const untranslated = shown
      .filter(({ text }) => typeof text !== 'object' || text === null)
      .map(({ where, text }) => `${where}: ${String(text)}`)
    expect(untranslated).toEqual([])
    let differs = 0
    for (const { where, text, table } of shown) {
      const words = text as Record<string, string>
      expect([where, Object.keys(words).sort()]).toEqual([where, ['de', 'en', 'es', 'fr']])
      // The English is the catalogue's source: what the field showed before (its label, or Payload's words from its name).
      expect([where, table?.[words.en]?.message]).toEqual([where, words.en])
      if (words.es !== words.en && words.fr !== words.en && words.de !== words.en) differs++
    }
    // A few words are the same in a language ("Status" in German, "Feedback"); the rest are translated.
    expect(differs / shown.length).toBeGreaterThan(0.8)
  })

  it('keeps the English of the fields a host and the journeys know', () => {
    const events = config.collections.find((collection) => collection.slug === 'events')!
    const field = (name: string) =>
      events.fields.find((each) => 'name' in each && each.name === name) as Field & { label?: unknown }
    const labelOf = (name: string) => inEachLanguage(field(name).label) as Record<string, string>
    expect(labelOf('maxAttendees').en).toBe('Max Attendees')
    expect(labelOf('hostId').en).toBe('Host')
    expect(labelOf('maxAttendees').de).not.toBe('Max Attendees')
    // An array's rows are named with its label's words, not Payload's English from the name ("Team Logs").
    const teamLog = field('teamLog') as { labels?: { singular: unknown; plural: unknown } }
    expect(inEachLanguage(teamLog.labels?.singular)).toEqual(labelOf('teamLog'))
    expect(inEachLanguage(teamLog.labels?.plural)).toEqual(labelOf('teamLog'))
  })
  it('says a field’s own rule in the language of the request Payload checks the form with', async () => {
    type Checked = { validate: (value: unknown, options: { req: { i18n: { language: string } } }) => Promise<unknown> }
    const fieldOf = (fields: Field[], name: string) =>
      fields.find((each) => 'name' in each && each.name === name) as Field & Checked
    const emailLanguage = fieldOf(config.collections.find((collection) => collection.slug === 'users')!.fields, 'locale')
    const retention = fieldOf(config.globals.find((global) => global.slug === 'site-settings')!.fields, 'retentionDays')
    const checkedIn = (field: Checked, value: unknown, language: string) => field.validate(value, { req: { i18n: { language } } })

    expect(await checkedIn(emailLanguage, 'pt', 'en')).toBe(messages.emailLanguageInvalid)
    expect(await checkedIn(emailLanguage, 'pt', 'es')).toBe('Elige en, es, fr o de')
    expect(await checkedIn(emailLanguage, 'de', 'es')).toBe(true)
    expect(await checkedIn(retention, 7, 'en')).toBe(messages.retentionDays)
    expect(await checkedIn(retention, 7, 'de')).not.toBe(messages.retentionDays)
    expect(await checkedIn(retention, 7, 'de')).toMatch(/30/)
    expect(await checkedIn(retention, 90, 'fr')).toBe(true)
  })
})
