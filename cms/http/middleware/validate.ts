import { badRequest } from '../../lib/httpError'
import type { RequestHandler } from 'express'
import type { ParamsDictionary } from 'express-serve-static-core'
import type { z, ZodType } from 'zod'

/** Field path -> first message, and the first message as the summary. */
export function zodFailure(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body'
    errors[key] ??= issue.message
  }
  return badRequest(issues[0]?.message ?? 'Invalid input', errors)
}

/**
 * Parses the JSON body with a contract schema and writes the parsed value back. Its type says
 * so: in `router.post(path, validateBody(schema), handler)` Express infers the handler's
 * `req.body` as the schema's output, so handlers read it without a cast.
 */
export const validateBody =
  <S extends ZodType, P = ParamsDictionary>(schema: S): RequestHandler<P, unknown, z.output<S>> =>
  (req, _res, next) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return next(zodFailure(parsed.error.issues))
    req.body = parsed.data
    next()
  }
