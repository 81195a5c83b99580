import { z } from 'zod'

/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing once
 * whether it may. On the site, whose Content-Security-Policy allows no `eval`, the probe itself
 * is refused and reported as a violation on every page with a form (Lighthouse's best practices
 * counted it). Parsing without the compiled parser is the same parsing. The probe runs when a
 * schema is built, so this module is imported first by each entry (site/src/main.tsx,
 * cms/main.ts), before any module that builds one.
 */
z.config({ jitless: true })
