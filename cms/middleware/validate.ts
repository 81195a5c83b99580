import type { RequestHandler } from 'express'
import type { ZodType } from 'zod'
import { badRequest } from '../lib/httpError'

/** Field path -> first message, and the first message as the summary. */
export function zodFailure(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body'
    errors[key] ??= issue.message
  }
  return badRequest(issues[0]?.message ?? 'Invalid input', errors)
}

/** Parses the JSON body with a contract schema and writes the parsed value back. */
export const validateBody =
  (schema: ZodType): RequestHandler =>
  (req, _res, next) => {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) return next(zodFailure(parsed.error.issues))
    req.body = parsed.data
    next()
  }
