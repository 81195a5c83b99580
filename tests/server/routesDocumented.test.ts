import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * docs/api.md is the contract as built: every route a router registers is in it, and it
 * lists nothing that is not registered. The routes are read from the running app's router
 * stack, the documented ones from the first column of the doc's tables.
 */
interface Layer {
  rawPath?: string | string[]
  route?: { path: string | string[] | RegExp; methods: Record<string, boolean> }
  handle?: { stack?: Layer[] }
}

/** `/events/:id/attendees` and `/events/{id}/attendees` both become `/events/{}/attendees`. */
const shape = (route: string) =>
  route
    .replace(/[?[].*$/, '')
    .replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, '{}')
    .replace(/(.)\/$/, '$1')

function registered(stack: Layer[], prefix = ''): string[] {
  const out: string[] = []
  for (const layer of stack) {
    const paths = (value: string | string[] | undefined) => (value === undefined ? [''] : Array.isArray(value) ? value : [value])
    if (layer.route) {
      // A pattern route is the site's catch-all (cms/spa/spa.ts), documented as `GET /*`.
      const routes = layer.route.path instanceof RegExp ? ['/*'] : paths(layer.route.path)
      for (const route of routes)
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all'))
          out.push(`${method.toUpperCase()} ${shape(prefix + route)}`)
    } else if (layer.handle?.stack) {
      for (const mount of paths(layer.rawPath)) out.push(...registered(layer.handle.stack, prefix + (mount === '/' ? '' : mount)))
    }
  }
  return out
}

function documented(): string[] {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')
  const calls = [...doc.matchAll(/^\| `(GET|POST|PATCH|PUT|DELETE) ([^`]+)`/gm)].map(
    ([, method, route]) => `${method} ${shape(route.replace(/\\\|/g, '|'))}`,
  )
  return calls
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('docs/api.md', () => {
  it('lists every route the routers register, and no other', () => {
    const app = server.app as unknown as { router: { stack: Layer[] } }
    const routes = [...new Set(registered(app.router.stack))].sort()
    const docs = [...new Set(documented())].sort()
    expect({
      missingFromDocs: routes.filter((route) => !docs.includes(route)),
      notRegistered: docs.filter((route) => !routes.includes(route)),
    }).toEqual({ missingFromDocs: [], notRegistered: [] })
  })
})
