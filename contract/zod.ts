import { z } from 'zod'

/**
 * zod, as every module of ours takes it (an ESLint rule refuses `zod` itself elsewhere).
 *
 * zod compiles a fast parser for each object schema with `new Function`, after probing once
 * whether it may. On the site, whose Content-Security-Policy allows no `eval`, the probe itself
 * is refused and reported as a violation on every page with a form (Lighthouse's best practices
 * counted it). Parsing without the compiled parser is the same parsing. The probe runs when a
 * schema is built, so the setting is made here, before any module that imports `z` from this
 * one can build a schema; and the site's entry, which builds none, carries no zod at all.
 */
z.config({ jitless: true })

export { z }
