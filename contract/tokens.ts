import { z } from './zod'
import { messages } from './messages'
import type { Id } from './types'

/**
 * API tokens (docs/api.md "Tokens, webhooks, OpenAPI"): a signed-in host's or the master's
 * key for their own tools. `Authorization: Bearer <token>` acts as its user, within its scopes.
 */
export const TOKEN_SCOPES = ['events:read', 'attendees:read', 'checkins:write', 'webhooks:manage'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

export const TOKEN_NAME_MAX = 100
export const TOKEN_EXPIRY_DAYS_MAX = 3650

export const tokenScopeSchema = z.enum(TOKEN_SCOPES, { error: messages.tokenScopeUnknown })

/** `POST /api/tokens`. */
export const createTokenSchema = z.object({
  name: z
    .string({ error: messages.tokenNameRequired })
    .trim()
    .min(1, messages.tokenNameRequired)
    .max(TOKEN_NAME_MAX, messages.tokenNameRequired),
  scopes: z
    .array(tokenScopeSchema, { error: messages.tokenScopesRequired })
    .min(1, messages.tokenScopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: messages.tokenExpiryDays })
    .int(messages.tokenExpiryDays)
    .min(1, messages.tokenExpiryDays)
    .max(TOKEN_EXPIRY_DAYS_MAX, messages.tokenExpiryDays)
    .nullish(),
})
export type CreateTokenInput = z.input<typeof createTokenSchema>

/** One token as the list shows it: never the token itself. */
export const tokenDtoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type TokenDto = z.output<typeof tokenDtoSchema> & { id: Id }

/** The 201 of `POST /api/tokens`: the token, shown this once. */
export const tokenCreatedSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  token: z.string(),
  expiresAt: z.string().nullable(),
})
export type TokenCreatedDto = z.output<typeof tokenCreatedSchema> & { id: Id }
