import { compileMessage, type CompiledToken } from './compileMessage'

/** A catalogue as Lingui compiles it (locales/{locale}/site.po through @lingui/vite-plugin). */
export type Messages = Record<string, string | CompiledToken[]>
type Values = Record<string, unknown>
/**
 * A message whose English alone cannot be its id, because the same English word means different
 * things (docs/translating.md): `i18n._({ id: 'report.count.registered', message: 'Registered' })`.
 */
export type MessageDescriptor = { id: string; message: string }

let current = 'en'
let catalogue: Messages = {}
const english = new Map<string, string | CompiledToken[]>()

const plurals = new Map<string, Intl.PluralRules>()
function pluralCategory(value: number, ordinal: boolean): string {
  const key = `${current}|${ordinal}`
  let rules = plurals.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(current, { type: ordinal ? 'ordinal' : 'cardinal' })
    plurals.set(key, rules)
  }
  return rules.select(value)
}

const own = (cases: Record<string, unknown>, key: string) => (Object.hasOwn(cases, key) ? cases[key] : undefined)

/** Lingui's interpolation of a compiled message (its `interpolate`), for the parts our texts use. */
function render(tokens: string | CompiledToken[], values: Values, count?: number): string {
  if (typeof tokens === 'string') return tokens
  let out = ''
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? new Intl.NumberFormat(current).format(count) : token
      continue
    }
    const [name, type, format] = token
    const value = values[name]
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as Record<string, unknown> & { offset?: number }
      const n = Number(value) - (cases.offset ?? 0)
      const branch = own(cases, String(value)) ?? own(cases, pluralCategory(n, type === 'selectordinal')) ?? cases.other
      out += render(branch as CompiledToken[], values, n)
    } else if (type === 'select') {
      const cases = format as Record<string, unknown>
      out += render((own(cases, String(value)) ?? cases.other) as CompiledToken[], values)
    } else if (value != null) {
      out += type === 'number' ? new Intl.NumberFormat(current).format(Number(value)) : (value as string)
    }
  }
  return out
}

/**
 * The site's translations. Lingui's tools extract the `i18n._('English text', values)` calls and
 * `/*i18n*\/`-marked texts into locales/{locale}/site.po and compile each language's catalogue into
 * a chunk of its own; this small runtime reads those catalogues (Lingui's @lingui/core is 3 KB
 * of the public entry's 120, for an event emitter and formats the site does not use). English
 * texts are the ids, so an English page loads no catalogue; a word with several meanings gets an
 * explicit id and its English as `message` (Lingui's message descriptor). The language is set
 * once, before the first render (app/shell.tsx), and never changes within a page: the footer's
 * switcher reloads it.
 */
export const i18n = {
  get locale() {
    return current
  },
  activate(locale: string, messages: Messages) {
    current = locale
    catalogue = messages
  },
  /** More of the active language's messages (the rest of its catalogue, site/src/i18n/catalogs.ts). */
  add(messages: Messages) {
    catalogue = { ...catalogue, ...messages }
  },
  _(descriptor: string | MessageDescriptor, values: Values = {}): string {
    const [id, source] = typeof descriptor === 'string' ? [descriptor, descriptor] : [descriptor.id, descriptor.message]
    let message = Object.hasOwn(catalogue, id) ? catalogue[id] : english.get(source)
    if (message === undefined) {
      message = compileMessage(source)
      english.set(source, message)
    }
    return render(message, values)
  },
}
