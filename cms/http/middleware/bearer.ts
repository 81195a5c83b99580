import { HttpError } from '../../lib/httpError'
import { asSystem } from '../../lib/asCaller'
import { storedApiTokenHash } from '../../lib/capabilities/apiToken'
import { userIsActive } from '../../../access/isActiveUser'
import { messages } from '../../../contract/messages'
import { relationId } from '../../../contract/relations'
import { TOKEN_SCOPES, type TokenScope } from '../../../contract/tokens'
import type { Payload } from 'payload'
import type { SessionUser } from './session'

/** How stale "last used" may get before a request writes it again: one write a minute per token, not one per request. */
const LAST_USED_EVERY_MS = 60_000

const invalid = () => new HttpError(401, messages.tokenInvalid)

/**
 * The user an API token acts as, looked up in the database at every request (no cache), so a
 * revoked token (its row deleted), an expired one, or one whose account was deleted or is no
 * longer active answers 401 at once in every process.
 */
export async function userOfApiToken(
  payload: Payload,
  token: string,
): Promise<{ user: SessionUser; token: { id: string | number; scopes: TokenScope[] } }> {
  const hash = storedApiTokenHash(token)
  if (!hash) throw invalid()
  const found = await payload.find({
    collection: 'api-tokens',
    where: { tokenHash: { equals: hash } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...asSystem('an API token: whose it is, looked up by its hash'),
  })
  const row = found.docs[0]
  const userId = row ? relationId(row.user ?? null) : null
  if (!row || userId === null || (row.expiresAt && Date.parse(row.expiresAt) <= Date.now())) throw invalid()
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, ...asSystem("an API token's user") })
    .catch(() => null)
  if (!user || !userIsActive(user)) throw invalid()
  if (!row.lastUsedAt || Date.now() - Date.parse(row.lastUsedAt) > LAST_USED_EVERY_MS) {
    // Bookkeeping only: a request never waits for it or fails with it.
    void payload.db
      .updateOne({ collection: 'api-tokens', id: row.id, data: { lastUsedAt: new Date().toISOString() }, returning: false })
      .catch((err: unknown) => payload.logger.warn({ err }, 'API token: last use not recorded'))
  }
  const scopes = (Array.isArray(row.scopes) ? row.scopes : []).filter((scope): scope is TokenScope =>
    (TOKEN_SCOPES as readonly string[]).includes(String(scope)),
  )
  return { user: { ...user, collection: 'users' }, token: { id: row.id, scopes } }
}
