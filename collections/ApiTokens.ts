import { isMasterAdmin } from '../access/isMasterAdmin'
import { webhookReasons } from '../contract/webhookReasons'
import type { CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

/**
 * Writes a token's row ("used now") inside the caller's unit, so the units that write it take
 * turns on it: a revoke (below) and a webhook write made with the token
 * (cms/modules/webhooks/tokenStill.ts). Whether the row was still there.
 */
export async function writeTokenRow(id: number | string, req: PayloadRequest): Promise<boolean> {
  const still = await req.payload.db.updateOne({
    collection: 'api-tokens',
    where: { id: { equals: id } },
    data: { lastUsedAt: new Date().toISOString() },
    options: { atomic: true },
    req,
  })
  return Boolean(still)
}

/**
 * A token going, revoked by its owner (cms/modules/tokens/service.ts) or deleted by the master
 * admin in the CMS, turns off the webhook endpoints it set up or last pointed somewhere (decision
 * 557): a leaked token's endpoint would otherwise go on sending registrants to the leaker's
 * address. In the delete's own unit, before the row goes, so a failure leaves the token to delete
 * again. Those already off (a 410 from the address it chose) say so too: turned back on, they
 * would send there again.
 */
const turnOffItsEndpoints: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // The token's own row first (it goes below, in this unit, so what is written never shows): a
  // write made with the token takes turns with this unit on it, and either goes first, its
  // endpoint then turned off below, or waits and finds the token gone (cms/modules/webhooks/tokenStill.ts).
  await writeTokenRow(id, req)
  // The adapter's own write: it throws on a failure (Payload's update by `where` would collect it
  // and go on), so the token stays while its endpoints are still on.
  await req.payload.db.updateMany({
    collection: 'webhook-endpoints',
    where: { madeWithToken: { equals: String(id) } },
    data: { enabled: false, disabledReason: webhookReasons.tokenRevoked() },
    req,
  })
}

/**
 * A person's API token (cms/modules/tokens/): only the token's SHA-256 is kept, so the token is
 * shown once when made and a copy of the database opens nothing. Revoking deletes the row, and
 * every request with the token is looked up here (no cache), so it stops working at once in
 * every process; the endpoints it set up are turned off, whoever deletes it. Written by the
 * server only; the master admin may read and delete them in the CMS.
 */
export const ApiTokens: CollectionConfig = {
  slug: 'api-tokens',
  labels: { singular: 'API token', plural: 'API tokens' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'name',
    defaultColumns: ['name', 'user', 'lastUsedAt', 'expiresAt', 'createdAt'],
  },
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  hooks: { beforeDelete: [turnOffItsEndpoints] },
  fields: [
    // Set by the server on every row; not required, so deleting the account (its rows then name
    // nobody, and answer 401) is never refused by the database.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'name', type: 'text', required: true },
    // A list of contract/tokens.ts's TOKEN_SCOPES.
    { name: 'scopes', type: 'json', required: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true },
    { name: 'expiresAt', type: 'date' },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
