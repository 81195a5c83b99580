import { HttpError } from '../../lib/httpError'
import { messages } from '../../../contract/messages'
import { writeTokenRow } from '../../../collections/ApiTokens'
import type { PayloadRequest } from 'payload'
import type { Request } from 'express'

/**
 * A write to an endpoint made with an API token stands only if the token still does as it is
 * written. The token was checked when the request arrived (cms/http/middleware/bearer.ts); the
 * address check in between may take seconds (./targets.ts), and a revoke in those seconds turned
 * off the endpoints the token had set up as they were then, not the one this write switches on
 * or points somewhere. Inside the write's unit: 401, the answer every request with a revoked token gets.
 *
 * The token's row is written ("used now"), not read: the write waits for a revoke under way and
 * then finds the row gone (PostgreSQL's row lock; a write conflict on MongoDB; SQLite runs one
 * unit at a time), and a revoke arriving after it waits for this unit, then turns off what it set
 * up, as the revoke writes the row first too (collections/ApiTokens.ts).
 */
export async function refuseUnlessTokenStill(apiToken: Request['apiToken'], req: PayloadRequest) {
  if (!apiToken) return
  if (!(await writeTokenRow(apiToken.id, req))) throw new HttpError(401, messages.tokenInvalid)
}
