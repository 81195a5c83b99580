import { toWords } from 'payload/shared'
import { t } from '../cms/i18n/i18n'
import { translateApiMessage } from '../cms/i18n/apiMessages'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../cms/i18n/locales'
import { choiceWords, collectionWords, fieldWords, globalWords, helpWords } from '../collections/adminWords'
import type { CollectionConfig, Field, GlobalConfig, Option, Validate } from 'payload'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The CMS admin in the editor's language for our own words too (issue 55): each collection's name and
 * each field's label, help text and choice, from the server's catalogue (collections/adminWords.ts).
 * Names and labels are functions of the admin's language, which Payload calls when it makes the
 * admin's config for that language, so its screens get plain text (a `{en, es, fr, de}` object showed
 * as "[object Object]" in some of Payload's own button names); help texts are `{en, es, fr, de}`,
 * which Payload shows as they are. English stays what Payload showed before. A text the catalogue
 * does not hold stays as it was (tests/server/adminLabels.test.ts names any the admin shows).
 * The catalogue's runtime is cms/i18n's, the one the emails use.
 */
type InEveryLanguage = Record<Locale, string>
/** A label in the language Payload asks for (its admin's, payload.config.ts `i18n`); English for any other. */
type Label = (args: { i18n: { language: string } }) => string

const inEveryLanguage = (descriptor: MessageDescriptor): InEveryLanguage =>
  Object.fromEntries(LOCALES.map((locale) => [locale, t(locale, descriptor)])) as InEveryLanguage

const labelIn =
  (words: InEveryLanguage): Label =>
  ({ i18n }) =>
    isLocale(i18n.language) ? words[i18n.language] : words[DEFAULT_LOCALE]

/** The words in every language when the table holds them, else null. */
const wordsOf = (table: Record<string, MessageDescriptor>, english: string): InEveryLanguage | null =>
  Object.hasOwn(table, english) ? inEveryLanguage(table[english]) : null

const translatedOption = (option: Option): Option => {
  const english = typeof option === 'string' ? option : option.label
  const words = typeof english === 'string' ? wordsOf(choiceWords, english) : null
  if (!words) return option
  return typeof option === 'string' ? { label: labelIn(words), value: option } : { ...option, label: labelIn(words) }
}

/**
 * A field's own rule (SiteSettings' retention, an account's email language) answers in English,
 * the contract's words; Payload calls it with the request, whose language is the admin's, when it
 * checks the form as the editor types and saves. Its refusal is said in that language, as
 * /cms/api's answers are (cms/http/cmsApiLanguage.ts); English stays the contract's words.
 */
const inEditorsLanguage =
  (validate: Validate): Validate =>
  async (value, options) => {
    const answer = await validate(value, options)
    // Payload's own checks call it with the request; a caller of ours may not.
    const language = (options.req as { i18n?: { language?: string } } | undefined)?.i18n?.language
    return typeof answer === 'string' && isLocale(language) ? translateApiMessage(language, answer) : answer
  }

function translatedField(field: Field): Field {
  const named = 'name' in field && typeof field.name === 'string' ? field : null
  // A label of Payload's own (a function, as on an account's email) or none at all (`false`) stays.
  const label = named ? (named as { label?: unknown }).label : false
  const words =
    named && (label === undefined || typeof label === 'string') ? wordsOf(fieldWords, label ?? toWords(named.name)) : null
  const withLabel = words ? { label: labelIn(words) } : {}
  // An array's rows are named by its `labels` (Payload's words from the name otherwise): the label's own words.
  const withRows =
    field.type === 'array' && !field.labels && words ? { labels: { singular: labelIn(words), plural: labelIn(words) } } : {}
  const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
  const withHelp =
    typeof description === 'string'
      ? { admin: { ...field.admin, description: wordsOf(helpWords, description) ?? description } }
      : {}
  const withValidate =
    'validate' in field && typeof field.validate === 'function' ? { validate: inEditorsLanguage(field.validate as Validate) } : {}
  const withOptions = 'options' in field && Array.isArray(field.options) ? { options: field.options.map(translatedOption) } : {}
  const withFields = 'fields' in field && Array.isArray(field.fields) ? { fields: field.fields.map(translatedField) } : {}
  const withTabs =
    field.type === 'tabs' ? { tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(translatedField) })) } : {}
  return {
    ...field,
    ...withLabel,
    ...withRows,
    ...withHelp,
    ...withValidate,
    ...withOptions,
    ...withFields,
    ...withTabs,
  } as Field
}

export function translatedCollection(collection: CollectionConfig): CollectionConfig {
  const words = Object.hasOwn(collectionWords, collection.slug) ? collectionWords[collection.slug] : null
  return {
    ...collection,
    ...(words
      ? { labels: { singular: labelIn(inEveryLanguage(words.singular)), plural: labelIn(inEveryLanguage(words.plural)) } }
      : {}),
    fields: collection.fields.map(translatedField),
  }
}

export function translatedGlobal(global: GlobalConfig): GlobalConfig {
  const words = Object.hasOwn(globalWords, global.slug) ? globalWords[global.slug] : null
  return { ...global, ...(words ? { label: labelIn(inEveryLanguage(words)) } : {}), fields: global.fields.map(translatedField) }
}
