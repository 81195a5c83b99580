import { toWords } from 'payload/shared'
import { t } from '../cms/i18n/i18n'
import { LOCALES, type Locale } from '../cms/i18n/locales'
import { choiceWords, collectionWords, fieldWords, globalWords, helpWords } from '../collections/adminWords'
import type { CollectionConfig, Field, GlobalConfig, Option } from 'payload'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The CMS admin in the editor's language for our own words too (issue 55): Payload shows a label,
 * help text or choice given as `{en, es, fr, de}` in the admin's language (payload.config.ts
 * `i18n`), so each collection's name and each field's words become that, from the server's
 * catalogue (collections/adminWords.ts). English stays what Payload showed before. A text the
 * catalogue does not hold stays as it was (tests/server/adminLabels.test.ts names any the admin shows).
 * The catalogue's runtime is cms/i18n's, the one the emails use.
 */
type InEveryLanguage = Record<Locale, string>

const inEveryLanguage = (descriptor: MessageDescriptor): InEveryLanguage =>
  Object.fromEntries(LOCALES.map((locale) => [locale, t(locale, descriptor)])) as InEveryLanguage

/** The text in every language when the table holds it, else as it was. */
const translated = <T>(table: Record<string, MessageDescriptor>, english: string, otherwise: T): InEveryLanguage | T =>
  Object.hasOwn(table, english) ? inEveryLanguage(table[english]) : otherwise

const translatedOption = (option: Option): Option => {
  if (typeof option === 'string') return { label: translated(choiceWords, option, option), value: option }
  return typeof option.label === 'string' ? { ...option, label: translated(choiceWords, option.label, option.label) } : option
}

function translatedField(field: Field): Field {
  const named = 'name' in field && typeof field.name === 'string' ? field : null
  // A label of Payload's own (a function, as on an account's email) or none at all (`false`) stays.
  const label = named ? (named as { label?: unknown }).label : false
  const withLabel =
    named && (label === undefined || typeof label === 'string')
      ? { label: translated(fieldWords, label ?? toWords(named.name), label) }
      : {}
  // An array's rows are named by its `labels` (Payload's words from the name otherwise): the label's own words.
  const rowLabel = withLabel.label && typeof withLabel.label === 'object' ? withLabel.label : null
  const withRows = field.type === 'array' && !field.labels && rowLabel ? { labels: { singular: rowLabel, plural: rowLabel } } : {}
  const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
  const withHelp =
    typeof description === 'string'
      ? { admin: { ...field.admin, description: translated(helpWords, description, description) } }
      : {}
  const withOptions = 'options' in field && Array.isArray(field.options) ? { options: field.options.map(translatedOption) } : {}
  const withFields = 'fields' in field && Array.isArray(field.fields) ? { fields: field.fields.map(translatedField) } : {}
  const withTabs =
    field.type === 'tabs' ? { tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(translatedField) })) } : {}
  return { ...field, ...withLabel, ...withRows, ...withHelp, ...withOptions, ...withFields, ...withTabs } as Field
}

export function translatedCollection(collection: CollectionConfig): CollectionConfig {
  const words = Object.hasOwn(collectionWords, collection.slug) ? collectionWords[collection.slug] : null
  return {
    ...collection,
    ...(words ? { labels: { singular: inEveryLanguage(words.singular), plural: inEveryLanguage(words.plural) } } : {}),
    fields: collection.fields.map(translatedField),
  }
}

export function translatedGlobal(global: GlobalConfig): GlobalConfig {
  const words = Object.hasOwn(globalWords, global.slug) ? globalWords[global.slug] : null
  return { ...global, ...(words ? { label: inEveryLanguage(words) } : {}), fields: global.fields.map(translatedField) }
}
