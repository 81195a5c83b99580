import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from '@jest/globals'

/**
 * The README's "Layout" table is the map a newcomer reads first: it names every folder at the
 * top of the tree and in `cms/` and `site/src/`, every site feature and every server module,
 * and every path it names exists. Read from the table as written, against the folders as they
 * are (the tree git tracks, plus new files it does not ignore), as
 * tests/server/routesDocumented.test.ts does for docs/api.md.
 */
const rootDir = path.resolve(import.meta.dirname, '../..')

/** The rows of the table under `## Layout`, as [first cell, second cell]. */
function layoutRows(): [string, string][] {
  const readme = fs.readFileSync(path.join(rootDir, 'README.md'), 'utf8')
  const section = readme.split(/^## /m).find((part) => part.startsWith('Layout\n')) ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim())
      return [cells[0], cells.slice(1).join(' | ')]
    })
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, span]) => span)

/** The names the table lists in the row whose first cell names `folder`: plain words in code. */
function listedIn(folder: string): string[] {
  const row = layoutRows().find(([first]) => codeSpans(first).includes(folder))
  if (!row) throw new Error(`README.md's layout table has no row for ${folder}`)
  return codeSpans(row[1])
    .filter((span) => /^[a-z][a-zA-Z]*$/.test(span))
    .sort()
}

/** The folders directly inside `dir` (relative to the root) that hold a file git tracks or would. */
function foldersIn(dir: string): string[] {
  const prefix = dir ? `${dir}/` : ''
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir || '.'], {
    cwd: rootDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).split('\n')
  const folders = files
    .filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'))
    .map((file) => file.slice(prefix.length).split('/')[0])
    // A deleted file git still tracks does not make a folder.
    .filter((folder) => fs.existsSync(path.join(rootDir, prefix, folder)))
  return [...new Set(folders)].sort()
}

/** Every path in the table's first column (patterns such as `<resource>` stand for many). */
const namedPaths = () => layoutRows().flatMap(([first]) => codeSpans(first))

describe("README.md's layout table", () => {
  it('lists every site feature (site/src/features/), and no other', () => {
    expect(listedIn('site/src/features/<domain>/')).toEqual(foldersIn('site/src/features'))
  })

  it('lists every server module (cms/modules/), and no other', () => {
    expect(listedIn('cms/modules/<resource>/')).toEqual(foldersIn('cms/modules'))
  })

  it('has a row for every folder at the top of the tree, in cms/ and in site/src/ (or for what is in it)', () => {
    const named = namedPaths()
    const missing = ['', 'cms', 'site/src']
      .flatMap((dir) => foldersIn(dir).map((folder) => (dir ? `${dir}/${folder}/` : `${folder}/`)))
      .filter((folder) => !named.some((name) => name.startsWith(folder)))
    expect(missing).toEqual([])
  })

  it('names only paths that exist', () => {
    const absent = namedPaths()
      .filter((name) => !name.includes('<'))
      .filter((name) => !fs.existsSync(path.join(rootDir, name)))
    expect(absent).toEqual([])
  })
})
