import { HttpError } from '../../lib/httpError'
import type { RequestHandler } from 'express'
import type { IncomingHttpHeaders } from 'node:http'

/** A plain host name, IPv4 or bracketed IPv6 address, with an optional port. */
const PLAIN_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const PROTO = /^https?$/i

const list = (value: string) => value.split(',').map((item) => item.trim())

/**
 * Addresses the server builds from request headers (Payload's URL at /cms/api, the Origin
 * check, redirects) must not carry a path, query or fragment: a Host or forwarded header that
 * is not a plain host[:port] (or http/https for X-Forwarded-Proto) is refused with 400 before
 * anything else runs, whatever TRUST_PROXY says.
 */
export const refuseMalformedHostHeaders: RequestHandler = (req, _res, next) => {
  next(hostHeadersMalformed(req.headers) ? new HttpError(400, 'Malformed Host header') : undefined)
}

/** The rule itself, for the reads answered before Express too (cms/http/fastReads.ts). */
export function hostHeadersMalformed(headers: IncomingHttpHeaders): boolean {
  const host = headers.host
  const forwardedHost = headers['x-forwarded-host']
  const forwardedProto = headers['x-forwarded-proto']
  return (
    (host !== undefined && !PLAIN_HOST.test(host)) ||
    (forwardedHost !== undefined && !list(String(forwardedHost)).every((item) => PLAIN_HOST.test(item))) ||
    (forwardedProto !== undefined && !list(String(forwardedProto)).every((item) => PROTO.test(item)))
  )
}
