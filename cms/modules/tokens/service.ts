import { asSystem } from '../../lib/asCaller'
import { notFound } from '../../lib/httpError'
import { issueApiToken } from '../../lib/capabilities/apiToken'
import { messages } from '../../../contract/messages'
import type { TokenCreatedDto, TokenDto, TokenScope } from '../../../contract/tokens'
import type { ApiToken } from '../../../payload-types'
import type { AtomicUnits } from '../../db/atomic'
import type { Payload } from 'payload'

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
export async function revokeApiToken(payload: Payload, atomic: AtomicUnits, userId: string | number, id: string): Promise<void> {
  // The delete turns its endpoints off, in the same unit (collections/ApiTokens.ts).
  const { docs, errors } = await atomic.run((req) =>
    payload.delete({
      collection: 'api-tokens',
      where: { and: [{ id: { equals: id } }, { user: { equals: userId } }] },
      depth: 0,
      req,
      ...asSystem("revoking one of the signed-in person's own API tokens"),
    }),
  )
  // A row that failed to go (its endpoints could not be turned off) is still there: not a 404.
  if (errors.length) throw new Error(`the token could not be revoked: ${errors[0].message}`)
  if (!docs.length) throw notFound(messages.tokenNotFound)
}
