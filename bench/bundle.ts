import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { namedByTemplate } from '../cms/spa/pageChunks'
import { rootDir } from './processes'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  src?: string
  css?: string[]
}

const siteDir = path.join(rootDir, 'dist/site')
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(siteDir, file))).length / 1024

/** A chunk with everything it imports statically (what the browser must fetch before running it). */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dependency of manifest[key]?.imports ?? []) closure(manifest, dependency, seen)
  return seen
}

/** Initial JavaScript of the public entry and the size of the lazily loaded dashboard, gzip KB. */
export function bundleSizes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  // What every page fetches before it runs: the entry, and each chunk the page template names beside
  // it (the site's own code, which the entry runs as a second script: site/vite.config.ts), each
  // with what it imports.
  const named = namedByTemplate(siteDir)
  const firstKeys = new Set<string>()
  for (const key of Object.keys(manifest))
    if (manifest[key].isEntry || named.has(manifest[key].file)) closure(manifest, key, firstKeys)
  const entryFiles = [...new Set([...firstKeys].map((key) => manifest[key].file))]
  const entryKb = entryFiles.reduce((sum, file) => sum + gzipKb(file), 0)
  const dashboardKey = Object.keys(manifest).find((key) => key.includes('app/routes/admin/AdminPage'))
  const entrySet = new Set(entryFiles)
  const dashboardKb = dashboardKey
    ? [...closure(manifest, dashboardKey)]
        .map((key) => manifest[key].file)
        .filter((file) => !entrySet.has(file))
        .reduce((sum, file) => sum + gzipKb(file), 0)
    : 0
  return { entryKb, dashboardKb, dashboardIsSeparate: Boolean(dashboardKey) && !entrySet.has(manifest[dashboardKey!].file) }
}
