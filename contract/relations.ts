import type { Id } from './types'

/**
 * The id a relationship field holds: the related id itself, or the related document when it was
 * populated (depth > 0); null when empty. One rule for the access rules, the collections' hooks
 * and the server's mappers.
 */
export function relationId(value: Id | { id: Id }): Id
export function relationId(value: unknown): Id | null
export function relationId(value: unknown): Id | null {
  if (value && typeof value === 'object' && 'id' in value) return relationId(value.id)
  return typeof value === 'string' || typeof value === 'number' ? value : null
}
