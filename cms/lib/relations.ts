/** A relationship field holds the related id, or the related document when it was populated (depth > 0). */
export const relationId = (value: number | string | { id: number | string }): number | string =>
  typeof value === 'object' ? value.id : value
