import { asSystem } from '../../lib/asCaller'
import { notFound } from '../../lib/httpError'
import { issueApiToken } from '../../lib/capabilities/apiToken'
import { messages } from '../../../contract/messages'
import { webhookReasons } from '../../../contract/webhookReasons'
import type { TokenCreatedDto, TokenDto, TokenScope } from '../../../contract/tokens'
import type { ApiToken } from '../../../payload-types'
import type { Payload, Where } from 'payload'

const DAY_MS = 24 * 60 * 60 * 1000

const toDto = (row: ApiToken): TokenDto => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt ?? null,
  expiresAt: row.expiresAt ?? null,
})

/** A new token for the signed-in person: the row keeps its hash, the answer its only copy. */
export async function createApiToken(
  payload: Payload,
  userId: string | number,
  input: { name: string; scopes: TokenScope[]; expiresInDays?: number | null },
): Promise<TokenCreatedDto> {
  const { token, hash } = issueApiToken()
  const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS).toISOString() : null
  const row = await payload.create({
    collection: 'api-tokens',
    data: { user: userId, name: input.name, scopes: input.scopes, tokenHash: hash, expiresAt },
    ...asSystem('an API token, made by its signed-in owner'),
  })
  return { id: row.id, name: row.name, scopes: input.scopes, token, expiresAt }
}

/** The person's own tokens, newest first; never the token. */
export async function listApiTokens(payload: Payload, userId: string | number): Promise<TokenDto[]> {
  const found = await payload.find({
    collection: 'api-tokens',
    where: { user: { equals: userId } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    ...asSystem("the signed-in person's own API tokens"),
  })
  return found.docs.map(toDto)
}

/**
 * Revokes one of the person's own tokens (deletes its row: the next request with it answers 401);
 * 404 for anyone else's. The webhook endpoints it made or pointed somewhere are turned off: a
 * token is revoked when it leaked, and an endpoint it set up would keep sending each new
 * registrant to whoever held it (as a password reset turns off every endpoint, decision 550).
 */
export async function revokeApiToken(payload: Payload, userId: string | number, id: string): Promise<void> {
  const own: Where = { and: [{ id: { equals: id } }, { user: { equals: userId } }] }
  const found = await payload.find({
    collection: 'api-tokens',
    where: own,
    depth: 0,
    limit: 1,
    pagination: false,
    ...asSystem("revoking one of the signed-in person's own API tokens: is it theirs"),
  })
  if (!found.docs.length) throw notFound(messages.tokenNotFound)
  // Before the token goes, so a failure leaves it to revoke again. Those already off (a 410 from
  // the address it chose) say so too: turned back on, they would send there again.
  await payload.update({
    collection: 'webhook-endpoints',
    where: { madeWithToken: { equals: String(found.docs[0].id) } },
    data: { enabled: false, disabledReason: webhookReasons.tokenRevoked() },
    depth: 0,
    ...asSystem('a revoked API token turns off the webhook endpoints it set up'),
  })
  await payload.delete({
    collection: 'api-tokens',
    where: own,
    ...asSystem("revoking one of the signed-in person's own API tokens"),
  })
}
