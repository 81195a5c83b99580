import { z } from '../../../contract/zod'
import { scopesFor } from '../../http/middleware/tokenScopes'
import { API_ROUTES, type ApiRoute } from './routes'
import type { ZodType } from 'zod'

type JsonSchema = Record<string, unknown>

/** A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends (its input side). */
function jsonSchemaOf(schema: ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })
  return rest
}

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
}

const ERRORS: Record<string, string> = {
  '400': 'Invalid input: `errors` names each field',
  '401': 'Not signed in, or an unknown, revoked or expired API token',
  '403': "Not allowed (or outside the API token's scopes)",
  '404': 'Not found',
  '429': 'Too many requests',
}

function security(route: ApiRoute, path: string) {
  if (route.who === 'public' || route.who === 'capability') return undefined
  if (route.who === 'session') return [{ cookieAuth: [] }]
  const scopes = scopesFor(route.method.toUpperCase(), path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'x'))
  if (scopes === null) return [{ cookieAuth: [] }]
  if (scopes === 'any') return [{ cookieAuth: [] }, { bearerAuth: [] }]
  // Requirements are alternatives; the scopes within one are all needed.
  if (Array.isArray(scopes)) return [{ cookieAuth: [] }, ...scopes.map((scope) => ({ bearerAuth: [scope] }))]
  return [{ cookieAuth: [] }, { bearerAuth: scopes.all }]
}

/** The query string's parameters, each from its property of the contract's object. */
function queryParameters(route: ApiRoute) {
  if (!route.query) return []
  const { properties = {}, required = [] } = jsonSchemaOf(route.query) as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(description ? { description } : {}),
    schema,
  }))
}

function operationOf(route: ApiRoute) {
  const parameters = [
    ...[...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...queryParameters(route),
  ]
  const status = String(route.status ?? 200)
  const content = route.type
    ? { [route.type]: { schema: { type: 'string' } } }
    : { 'application/json': { schema: route.answer ? jsonSchemaOf(route.answer) : {} } }
  const errorAnswers = Object.fromEntries(
    Object.entries(ERRORS).map(([code, description]) => [
      code,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    ]),
  )
  const secured = security(route, route.path)
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } } }
      : {}),
    responses: { [status]: { description: 'Success', content }, ...errorAnswers },
    ...(secured ? { security: secured } : { security: [] }),
  }
}

/**
 * `GET /api/openapi.json` (docs/api.md "Tokens, webhooks, OpenAPI"): an OpenAPI 3.1 document
 * built from the route list (./routes.ts) and the contract's zod schemas (zod's own
 * `z.toJSONSchema`), so it follows the code: bodies are the schemas the server validates with,
 * and each route's bearer scopes come from the table the server enforces.
 */
export function openApiDocument(serverUrl: string, cookieName: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of API_ROUTES) (paths[route.path] ??= {})[route.method] = operationOf(route)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Makers Pub Night API',
      version: '1',
      description:
        'The same /api the site and dashboard use. Tools authenticate with `Authorization: Bearer <token>` (an API token made in the dashboard), acting as its user within its scopes.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { ApiError: errorSchema },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token (`mpn_…`); its scopes: events:read, attendees:read, checkins:write, webhooks:manage.',
        },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: cookieName, description: 'The session cookie of a signed-in person.' },
      },
    },
  }
}
