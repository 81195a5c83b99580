import type { Rollup } from 'vite'

/**
 * The modules reachable from `from` in the build's module graph (known from `buildEnd` on):
 * through static imports, and lazy ones too when `lazyToo`, never entering a module `stopAt`
 * refuses. The page groups of ./vite.config.ts follow static imports only (what a page needs
 * before it runs); ./catalogueParts.ts follows lazy ones too (what the first view may show).
 */
export function reachable(
  graph: Pick<Rollup.PluginContext, 'getModuleInfo'>,
  from: string[],
  options: { lazyToo: boolean; stopAt: (id: string) => boolean },
): Set<string> {
  const found = new Set<string>()
  const visit = (id: string) => {
    if (found.has(id) || options.stopAt(id)) return
    found.add(id)
    const info = graph.getModuleInfo(id)
    for (const next of [...(info?.importedIds ?? []), ...(options.lazyToo ? (info?.dynamicallyImportedIds ?? []) : [])])
      visit(next)
  }
  from.forEach(visit)
  return found
}
