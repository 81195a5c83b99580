import fs from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Messages } from '../../../site/src/i18n/i18n'

/**
 * A language's site catalogue compiled as @lingui/vite-plugin compiles it for the browser (Jest
 * does not bundle the `.po` chunks the page imports), read from the committed file.
 */
export function compiledCatalogue(locale: string): Messages {
  const text = fs.readFileSync(path.resolve(process.cwd(), `locales/${locale}/site.po`), 'utf8')
  const messages: Messages = {}
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]) as string
    const translation = JSON.parse(match[2]) as string
    if (id && translation) messages[id] = compileMessage(translation)
  }
  return messages
}
