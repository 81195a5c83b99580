/**
 * The English texts are the message ids in the code (docs/translating.md), so an English page
 * loads no catalogue and Lingui reads them as uncompiled ICU messages. Lingui's own compiler
 * (@messageformat/parser) is left out of production builds to keep the public entry small; this
 * compiles the part of ICU our texts use ({name}, plural, selectordinal, select with #, and
 * {n, number}) into the same form. tests/site/i18n/compileMessage.test.ts compares it with
 * Lingui's compiler on every message of the catalogue.
 */
export type CompiledToken = string | [name: string, type?: string, format?: unknown]

export function compileMessage(message: string): string | CompiledToken[] {
  if (!message.includes('{')) return message
  let at = 0

  const readUntil = (stops: string) => {
    const start = at
    while (at < message.length && !stops.includes(message[at])) at++
    return message.slice(start, at).trim()
  }

  const tokens = (inPlural: boolean): CompiledToken[] => {
    const out: CompiledToken[] = []
    let text = ''
    const flush = () => {
      if (text) out.push(text)
      text = ''
    }
    while (at < message.length && message[at] !== '}') {
      const char = message[at]
      if (char === '{') {
        flush()
        out.push(argument())
      } else if (char === '#' && inPlural) {
        flush()
        out.push('#')
        at++
      } else {
        text += char
        at++
      }
    }
    flush()
    return out
  }

  const argument = (): CompiledToken => {
    at++ // {
    const name = readUntil(',}')
    if (message[at++] === '}') return [name]
    const type = readUntil(',}')
    if (message[at++] === '}') return [name, type]
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      const style = readUntil('}')
      at++
      return [name, type, style]
    }
    const cases: Record<string, unknown> = { offset: undefined }
    for (;;) {
      const key = readUntil('{}')
      if (message[at] !== '{') break
      at++
      cases[key.replace(/^=/, '')] = tokens(type !== 'select')
      at++ // }
    }
    at++ // the argument's }
    return [name, type, cases]
  }

  return tokens(false)
}
