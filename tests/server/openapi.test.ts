import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Validator } from '@seriousme/openapi-schema-validator'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * `GET /api/openapi.json` (docs/api.md "Tokens, webhooks, OpenAPI"): a valid OpenAPI 3.1
 * document, checked by a real validator, naming every `/api` route the server mounts (read from
 * the running app's router stack, as tests/server/routesDocumented.test.ts does) and no other.
 */
interface Layer {
  rawPath?: string | string[]
  route?: { path: string | string[] | RegExp; methods: Record<string, boolean> }
  handle?: { stack?: Layer[] }
}

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

type Operation = {
  security?: Record<string, string[]>[]
  parameters?: { name: string; in: string; required: boolean; schema: { enum?: string[]; default?: unknown } }[]
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, { items?: { enum?: string[] } }> } } } }
}
type Document = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown> }
}

let server: TestServer
let document: Document
beforeAll(async () => {
  server = await startTestServer()
  const answer = await fetch(`${server.url}/api/openapi.json`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  document = (await answer.json()) as Document
})
afterAll(() => server.stop())

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0')
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('names every /api route the server mounts, and no other', () => {
    const app = server.app as unknown as { router: { stack: Layer[] } }
    const mounted = [...new Set(registered(app.router.stack).filter((route) => / \/api\//.test(route)))].sort()
    const inDocument = [
      ...new Set(
        Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(path)}`),
        ),
      ),
    ].sort()
    expect({
      missingFromDocument: mounted.filter((route) => !inDocument.includes(route)),
      notMounted: inDocument.filter((route) => !mounted.includes(route)),
    }).toEqual({ missingFromDocument: [], notMounted: [] })
  })

  it('has bearer and cookie security, with the scopes the server enforces', () => {
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      cookieAuth: { type: 'apiKey', in: 'cookie' },
    })
    expect(document.paths['/api/events/{id}/attendees'].get.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: ['attendees:read'] },
    ])
    // Requirements are alternatives, the scopes within one all needed: either scope reads the door's
    // list, and a redelivery needs both of its own (decision 560).
    expect(document.paths['/api/events/{id}/check-ins'].get.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: ['attendees:read'] },
      { bearerAuth: ['checkins:write'] },
    ])
    expect(document.paths['/api/webhooks/{id}/deliveries/{deliveryId}/redeliver'].post.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: ['webhooks:manage', 'attendees:read'] },
    ])
    expect(document.paths['/api/tokens'].post.security).toEqual([{ cookieAuth: [] }])
    expect(document.paths['/api/events'].get.security).toEqual([])
  })

  it('names the query strings the routes read, from the same schemas the server judges them by', () => {
    const query = (path: string, method = 'get') =>
      Object.fromEntries(
        (document.paths[path][method].parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter]),
      )
    expect(query('/api/events').status).toMatchObject({ required: false, schema: { enum: ['current', 'archived', 'past'] } })
    expect(query('/api/events/host/{hostId}').status.schema.enum).toEqual(['current', 'archived', 'past'])
    expect(query('/api/events/{id}/badges.pdf')).toMatchObject({
      who: { schema: { enum: ['registered', 'checkedIn'], default: 'registered' } },
      paper: { schema: { default: 'letter' } },
    })
    expect(query('/api/geocode')).toMatchObject({ city: { required: true }, state: { required: false } })
    expect(Object.keys(query('/api/events/{id}/attendees/download'))).toEqual(['answers'])
    expect(Object.keys(query('/api/outcomes'))).toEqual(['series'])
    expect(Object.keys(query('/api/registrations/{token}/export'))).toEqual(['proof'])
    expect(Object.keys(query('/api/events/{id}/calendar.ics'))).toEqual(['registration'])
    expect(query('/api/subscriptions/{token}/unsubscribe').lang.schema.enum).toEqual(['en', 'es', 'fr', 'de'])
    // Path parameters stay first and required.
    expect(document.paths['/api/events/{id}/badges.pdf'].get.parameters?.[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    })
  })

  it("carries the contract's schemas as request bodies", () => {
    const body = document.paths['/api/tokens'].post.requestBody!.content['application/json'].schema
    expect(body.properties?.scopes.items?.enum).toEqual(['events:read', 'attendees:read', 'checkins:write', 'webhooks:manage'])
    expect(document.paths['/api/webhooks'].post.requestBody).toBeDefined()
  })
})
