import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { defineConfig, transformWithOxc, type Plugin, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { catalogueParts } from './catalogueParts'
import { reachable } from './moduleGraph'

const siteDir = path.dirname(fileURLToPath(import.meta.url))

/** The door pages, whose files the worker keeps (site/src/app/AppRoutes.tsx loads them lazily). */
const DOOR_PAGES = ['/features/door/components/DoorPage.tsx', '/features/door/components/HostCheckInPage.tsx']
const WORKER_SOURCE = 'src/features/door/offline/doorWorker.ts'
/** The entry's file, named from index.html (`assets/[name]-[hash].js`). */
const ENTRY_FILE = /^assets\/index-[\w-]+\.js$/
/** The site's own code, which the entry (src/main.tsx) loads as a second script: its group's name. */
const SHELL = 'shell'

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }

/** A language's site catalogue, either part (./catalogueParts.ts): `locales/{locale}/site.po`, `?rest` too. */
const CATALOGUE = /\/locales\/([^/]+)\/site\.po(\?rest)?$/

/**
 * What a door page needs to open without a network: the page shell, the entry with what it
 * imports, and each door page with everything it imports, lazily too (the QR scanner), with
 * their styles. Each language's catalogue apart: the worker keeps only its door's language.
 */
function doorFiles(bundle: Rollup.OutputBundle): { files: string[]; catalogues: Record<string, string[]> } {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>(['index.html'])
  const catalogues: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const locale = CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1]
    if (locale) (catalogues[locale] ??= []).push(`/${chunk.fileName}`)
  }
  const add = (chunk: Chunk | undefined, lazyToo: boolean) => {
    if (!chunk || files.has(chunk.fileName) || CATALOGUE.test(chunk.facadeModuleId ?? '')) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const name of [...chunk.imports, ...(lazyToo ? chunk.dynamicImports : [])]) add(byName.get(name), lazyToo)
  }
  for (const chunk of chunks) if (chunk.isEntry || chunk.name === SHELL) add(chunk, false)
  for (const chunk of chunks) if (DOOR_PAGES.some((page) => chunk.facadeModuleId?.endsWith(page))) add(chunk, true)
  for (const list of Object.values(catalogues)) list.sort()
  return { files: [...files].sort().map((file) => `/${file}`), catalogues }
}

/**
 * Builds the door's service worker (`door-worker.js` at the site's root, so its scope can be the
 * whole site: docs/operations.md) from its TypeScript source, with the list of files to keep and
 * a version that changes whenever one of them does (their names carry a hash of their content).
 */
export function doorWorker(siteDir: string): Plugin {
  return {
    name: 'door-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { files, catalogues } = doorFiles(bundle)
      const version = createHash('sha256')
        .update([...files, ...Object.values(catalogues).flat()].join('\n'))
        .digest('hex')
        .slice(0, 16)
      const sourceFile = path.join(siteDir, WORKER_SOURCE)
      const { code } = await transformWithOxc(fs.readFileSync(sourceFile, 'utf8'), sourceFile, { lang: 'ts' })
      const head = [
        `const DOOR_FILES = ${JSON.stringify(files)};`,
        `const DOOR_CATALOGUES = ${JSON.stringify(catalogues)};`,
        `const DOOR_VERSION = ${JSON.stringify(version)};`,
        '',
      ].join('\n')
      this.emitFile({ type: 'asset', fileName: 'door-worker.js', source: head + code })
    },
  }
}

/**
 * Names the shell's chunk, and those it imports, in the page beside the entry's
 * (`<link rel="modulepreload">`): the browser fetches them with the entry instead of after it has
 * run (src/main.tsx).
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output): output is Chunk => output.type === 'chunk')
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        const named = new Set(entry ? [entry.fileName, ...entry.imports] : [])
        const files = new Set<string>()
        const add = (chunk: Chunk | undefined) => {
          if (!chunk || named.has(chunk.fileName) || files.has(chunk.fileName)) return
          files.add(chunk.fileName)
          for (const name of chunk.imports) add(byName.get(name))
        }
        add(chunks.find((chunk) => chunk.name === SHELL))
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The modules a page needs before it runs, each set in one file: Rolldown otherwise cuts what the
 * entry shares with a lazy page into chunks of their own (React's, SWR's, the API client's, a
 * 35-byte constant's), and the home page fetched 13 files before its first script ran, a night's
 * page 26. On a phone each file is one more request over a slow link before the page answers a
 * tap. The sets are known only once the module graph is: this plugin finds them at `buildEnd`,
 * before Rolldown makes the chunks, and the groups below ask it (decision 487).
 */
function pageGroups(pages: { name: string; modules: string[]; ownChunk: boolean }[]) {
  const members = new Map<string, string>()
  const plugin: Plugin = {
    name: 'page-groups',
    apply: 'build',
    buildEnd() {
      members.clear()
      const reach = (from: string[], taken: (id: string) => boolean) => reachable(this, from, { lazyToo: false, stopAt: taken })
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      for (const id of reach(entries, () => false)) members.set(id, 'app')
      for (const page of pages) {
        const starts = ids.filter((id) => page.modules.some((module) => id.endsWith(module)))
        // A page the server names keeps its own chunk (cms/spa/pageChunks.ts reads it from the manifest).
        for (const id of reach(starts, (id) => members.has(id)))
          if (!page.ownChunk || !starts.includes(id)) members.set(id, page.name)
      }
    },
  }
  const groups = ['app', ...pages.map((page) => page.name)].map((name) => ({
    name,
    test: (id: string) => members.get(id) === name,
  }))
  return { plugin, groups }
}

// In this order: the toaster, which every page loads lazily (site/src/app/Providers.tsx) and a
// night's page also imports, is a group of its own with the messages it shows (site/src/lib/notify.tsx),
// so no other page loads the night's group to show a toast (the home page's "copy link" did).
const grouped = pageGroups([
  { name: SHELL, modules: ['/src/app/shell.tsx'], ownChunk: false },
  { name: 'toaster', modules: ['/src/components/AppToaster.tsx', '/src/lib/notify.tsx'], ownChunk: false },
  { name: 'night', modules: ['/src/app/routes/EventPage.tsx'], ownChunk: true },
])

const linguiConfig = path.resolve(siteDir, '../lingui.config.ts')

export default defineConfig(({ command, isSsrBuild }) => {
  // The browser's build splits each catalogue in two (./catalogueParts.ts); the server's render and
  // the dev server take it whole from lingui().
  const split = command === 'build' && !isSsrBuild
  return {
    root: siteDir,
    // The door's service worker is built beside the site (doorWorker above); the catalogues
    // (locales/*/site.po) that site/src/i18n/catalogs.ts loads are chunks of their own.
    plugins: [
      react(),
      catalogueParts({ linguiConfig, split, routes: '/src/app/AppRoutes.tsx', firstViewPage: '/src/app/routes/EventPage.tsx' }),
      ...(split ? [] : [lingui({ configPath: linguiConfig })]),
      ...(isSsrBuild ? [] : [doorWorker(siteDir), grouped.plugin, preloadShell()]),
    ],
    // Each styled component gets an id from its file and place, not from the order modules ran in:
    // the server's render (src/entry-server.tsx) and the browser's hydration then name the same
    // classes, whichever pages each has loaded before.
    oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: true, pure: true } } },
    // The site's own folders and the shared contract, named instead of climbed to (tsconfig.json paths).
    resolve: {
      alias: { '@site': siteDir + '/src', '@contract': path.resolve(siteDir, '../contract') },
    },
    // The SPA's assets must not live under /_next (the CMS admin's Next app owns it).
    build: {
      outDir: path.resolve(siteDir, '../dist/site'),
      emptyOutDir: true,
      assetsDir: 'assets',
      manifest: true,
      modulePreload: {
        // Every browser the site supports preloads modules itself; the polyfill cost the public entry 0.5 KB.
        polyfill: false,
        // The entry is the page's first script, run before any code that loads a chunk. Vite's loader
        // looks for a file among the page's links, not its scripts, and so added a link for the entry
        // each time a night's page loaded its own chunk.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !ENTRY_FILE.test(dep)) : deps,
      },
      sourcemap: false,
      ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: grouped.groups } } } }),
    },
    // The server's render (`npm run build`'s second pass, scripts/siteBuild.ts): no public files, and
    // every package bundled: React's production build whatever NODE_ENV says, and styled-components,
    // whose package offers Node only its CommonJS build.
    ...(isSsrBuild
      ? { publicDir: false as const, ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }
      : {}),
    server: {
      proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
    },
  }
})
