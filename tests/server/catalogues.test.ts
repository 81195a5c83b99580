import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'

/**
 * The server's catalogues (lingui.config.ts, docs/translating.md) as CI keeps them: extraction
 * from today's code would change nothing, every language has every message, the compiled modules
 * the server imports are the PO files' own, and no translation carries markup (the emails put
 * catalogue text into HTML as it is), but for one link `<0>…</0>` where the English message has it
 * (cms/mail/templates/layout.ts `linkedSentence` escapes around it).
 */
const root = process.cwd()
const LOCALES = ['en', 'es', 'fr', 'de']
const TRANSLATED = ['es', 'fr', 'de']
const scratch = path.join(root, 'test-output', `catalogue-check-${process.pid}`)
const lingui = path.join(root, 'node_modules', '.bin', 'lingui')

/** Entries of a PO file: msgid → msgstr (single-line strings: the formatter writes them so). */
function entries(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8')
  const found = new Map<string, string>()
  for (const [, id, str] of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) if (id) found.set(id, str)
  return found
}

/**
 * A PO file without its creation date, which every extraction rewrites, and the source files it
 * names (written relative to the config's folder, here a scratch one).
 */
const comparable = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/^"POT-Creation-Date: .*\n/m, '')
    .replace(/^#: .*\n/gm, '')

describe('the server catalogue', () => {
  it('has every message translated in every language, without markup', () => {
    const source = entries(path.join(root, 'locales/en/server.po'))
    expect(source.size).toBeGreaterThan(100)
    for (const locale of TRANSLATED) {
      const catalogue = entries(path.join(root, `locales/${locale}/server.po`))
      expect([locale, [...source.keys()].filter((id) => !catalogue.get(id))]).toEqual([locale, []])
      const link = /<0>[^<>&]*<\/0>/
      const markup = [...catalogue].filter(
        ([id, text]) => /[<>&]/.test(text.replace(link, '')) || link.test(text) !== link.test(source.get(id)!),
      )
      expect([locale, markup]).toEqual([locale, []])
    }
    // The one link a sentence may carry: the manage link, "See who to meet", a new password, unsubscribing.
    expect([...source].filter(([, text]) => text.includes('<0>')).map(([id]) => id)).toEqual([
      'email.alreadyIn.manageHtml',
      'email.details.manageHtml',
      'email.morningAfter.stay',
      'email.newNights.why',
      'email.passwordReset.linked',
      'email.subscriptionConfirm.unsubscribeLinked',
      'email.whoToMeet.html',
    ])
    // A link is never another message put into a sentence's place, nor a sentence's end glued after it:
    // the language could not move the one within the other (decision 548).
    const emails = [...source].filter(([id]) => id.startsWith('email.'))
    expect(emails.filter(([, text]) => /\{link\}|^[\s:;,.]/.test(text))).toEqual([])
  })

  it('calls a night what the site calls it, in French with its own apostrophe', () => {
    // The site says "soirée" (locales/fr/site.po); a refusal or an email saying "événement" beside it read as another thing.
    // Left: webhook event types and a calendar's own entry, which are events in the technical sense.
    const french = [...entries(path.join(root, 'locales/fr/server.po'))]
    const events = french.filter(
      ([id, text]) => text.includes('événement') && !/^api\.webhookEvent|^cms\.label\.events$|eventChanged\.calendar/.test(id),
    )
    expect(events).toEqual([])
    expect(french.filter(([, text]) => /[a-zà-ÿ]'[a-zà-ÿ]/i.test(text))).toEqual([])
  })

  it('is what `lingui extract` and `lingui compile` make from the code today (run `npm run i18n` when this fails)', () => {
    fs.rmSync(scratch, { recursive: true, force: true })
    for (const locale of LOCALES) {
      fs.mkdirSync(path.join(scratch, 'locales', locale), { recursive: true })
      fs.copyFileSync(path.join(root, `locales/${locale}/server.po`), path.join(scratch, `locales/${locale}/server.po`))
    }
    // The project's config with only the server's catalogue, moved to the scratch folder; its
    // sources stay where they are (another catalogue, the site's, is never written by this test).
    const config = `import config, { serverCatalog } from ${JSON.stringify(path.join(root, 'lingui.config.ts'))}
export default {
  ...config,
  catalogs: [{
    path: ${JSON.stringify(path.join(scratch, 'locales/{locale}/server'))},
    include: serverCatalog.include.map((where) => where.replace('<rootDir>', ${JSON.stringify(root)})),
    exclude: serverCatalog.exclude.map((where) => where.replace('<rootDir>', ${JSON.stringify(root)})),
  }],
}
`
    const configFile = path.join(scratch, 'lingui.config.ts')
    fs.writeFileSync(configFile, config)
    try {
      const run = (...args: string[]) =>
        execFileSync(lingui, [...args, '--config', configFile, '--workers', '1'], { cwd: root, stdio: 'pipe' })
      run('extract', '--clean')
      run('compile', '--strict')
      for (const locale of LOCALES) {
        const where = `locales/${locale}/server`
        expect([where, comparable(path.join(scratch, `${where}.po`))]).toEqual([
          where,
          comparable(path.join(root, `${where}.po`)),
        ])
        expect([where, fs.readFileSync(path.join(scratch, `${where}.ts`), 'utf8')]).toEqual([
          where,
          fs.readFileSync(path.join(root, `${where}.ts`), 'utf8'),
        ])
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  }, 180_000)
})
