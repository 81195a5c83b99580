import { sessionCookieName } from '../../http/sessionCookie'
import { openApiDocument } from './document'
import type { RequestHandler } from 'express'
import type { ApiContext } from '../context'

/** `GET /api/openapi.json`: built once per server (it changes only with the code), public. */
export function openApiRoute({ payload, env }: ApiContext): RequestHandler {
  let json: string | undefined
  return (_req, res) => {
    json ??= JSON.stringify(openApiDocument(env.SERVER_URL, sessionCookieName(payload)))
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(json)
  }
}
