import fs from 'node:fs'
import path from 'node:path'

/** What this needs of Vite's build manifest (site/vite.config.ts, `manifest: true`). */
type Manifest = Record<string, { file: string; imports?: string[] }>

/** The chunks a manifest key loads with it: its own file and, in turn, those of its static imports. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || found.has(chunk.file)) return found
  found.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found)
  return found
}

/** The scripts the page template already loads or preloads: the entry's and the shell's (site/vite.config.ts). */
export function namedByTemplate(siteDir: string): Set<string> {
  const template = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')
  return new Set([...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]))
}

/**
 * `<link rel="modulepreload">` tags for a page's own chunk (a Vite manifest key, such as
 * `src/app/routes/EventPage.tsx`) and the chunks it imports, less those the page template already
 * names (the entry's and the shell's). A night's page is taken over once its chunk has come
 * (site/src/app/pageChunk.tsx): named in the page, the browser fetches it beside the entry rather
 * than after it, and Vite's loader finds the tags there instead of adding them while the entry
 * runs. A site without a manifest (the tests' bare page) names none.
 */
export function pageChunkPreloader(siteDir: string): (key: string) => string {
  let manifest: Manifest | null | undefined
  // Read once with the manifest: both are files of the same build.
  let named = new Set<string>()
  const tags = new Map<string, string>()
  return (key) => {
    if (manifest === undefined) {
      const file = path.join(siteDir, '.vite', 'manifest.json')
      manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null
      if (manifest) named = namedByTemplate(siteDir)
    }
    if (!manifest) return ''
    let known = tags.get(key)
    if (known === undefined) {
      known = [...chunksOf(manifest, key)]
        .filter((file) => !named.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('')
      tags.set(key, known)
    }
    return known
  }
}
