import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'

/**
 * The server's modules (cms/modules/<name>/) depend on each other one way: no chain of imports
 * leads from a module back to itself. Lint fences what a module may import of another
 * (serverModuleZones in eslint.config.js) and forbids cycles between files (import-x/no-cycle);
 * a cycle between modules passes both when it runs through different files, as the three pairs of
 * issue 52 did (calendar and events, events and registrations, networking and registrations).
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const modulesDir = path.join(rootDir, 'cms/modules')
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every module another module's files import (type imports too: they tie the two as much). */
function importsOf(name: string): Set<string> {
  const imported = new Set<string>()
  for (const file of sourceFiles(path.join(modulesDir, name))) {
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const relative = path.relative(modulesDir, path.resolve(path.dirname(file), specifier))
      const [other] = relative.split(path.sep)
      if (!relative.startsWith('..') && other !== name && modules.includes(other)) imported.add(other)
    }
  }
  return imported
}

const graph = new Map(modules.map((name) => [name, importsOf(name)]))

/** A chain of modules from `start` back to it, or null. */
function cycleFrom(start: string): string[] | null {
  const seen = new Set<string>()
  const walk = (name: string, trail: string[]): string[] | null => {
    for (const next of graph.get(name) ?? []) {
      if (next === start) return [...trail, next]
      if (seen.has(next)) continue
      seen.add(next)
      const found = walk(next, [...trail, next])
      if (found) return found
    }
    return null
  }
  return walk(start, [start])
}

describe('server modules', () => {
  it('are found, with the imports between them', () => {
    expect(modules).toEqual(expect.arrayContaining(['events', 'registrations', 'networking', 'calendar']))
    expect([...graph.get('registrations')!]).toContain('events')
  })

  it('import each other one way only: no module reaches itself again', () => {
    const cycles = modules.map(cycleFrom).filter((cycle) => cycle !== null)
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([])
  })
})
