import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * A person's API token (cms/modules/tokens/): only the token's SHA-256 is kept, so the token is
 * shown once when made and a copy of the database opens nothing. Revoking deletes the row, and
 * every request with the token is looked up here (no cache), so it stops working at once in
 * every process. Written by the server only; the master admin may read them in the CMS.
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
