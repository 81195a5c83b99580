/**
 * PostgreSQL refusing a value its column cannot hold: an id no row can have (text where numbers
 * are kept, `1.5`, a number past the column's range). Nothing has it, so it names nobody, as
 * SQLite and MongoDB answer. Read by the error handler (cms/http/middleware/errors.ts: 404) and by
 * hooks that look an id up (collections/Events/hooks/hostExists.ts).
 */
export function isValueNoRowCanHold(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false
  const { code, cause } = err as { code?: unknown; cause?: unknown }
  return code === '22P02' || code === '22003' || isValueNoRowCanHold(cause, depth + 1)
}
