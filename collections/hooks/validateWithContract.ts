import { ValidationError, type CollectionBeforeValidateHook, type Field, type LabelFunction, type StaticLabel } from 'payload'
import type { z } from 'zod'

type FieldSchemas = Record<string, z.ZodType>
type FieldLabel = LabelFunction | StaticLabel

/** A field's label as the collection gives it (in the admin's language, config/adminLabels.ts), for Payload's summary. */
const labelOf = (fields: Field[] | undefined, name: string): FieldLabel | undefined => {
  const field = fields?.find((each) => 'name' in each && each.name === name) as { label?: unknown } | undefined
  const label = field?.label
  return typeof label === 'string' || typeof label === 'function' || (typeof label === 'object' && label !== null)
    ? (label as FieldLabel)
    : undefined
}

/**
 * The contract's zod rules (contract/), applied by the collection itself so every surface
 * (the /api routes, Payload's REST, the CMS admin, seeds) stores only what the site would
 * accept. Each field the write carries is parsed with its schema and stored in parsed form
 * (trimmed, empty URLs as null); `whole` then checks the merged document (cross-field rules).
 */
export function validateWithContract(
  fields: FieldSchemas,
  whole?: (doc: Record<string, unknown>) => { path: string; message: string } | null,
): CollectionBeforeValidateHook {
  return ({ data, originalDoc, collection, req }) => {
    if (!data) return data
    const errors: { path: string; message: string; label?: FieldLabel }[] = []
    const parsed: Record<string, unknown> = { ...data }
    for (const [name, schema] of Object.entries(fields)) {
      if (!(name in data)) continue
      // The CMS sends null for a cleared optional field where the contract expects absence.
      let result = schema.safeParse(data[name])
      if (!result.success && data[name] === null) result = schema.safeParse(undefined)
      if (result.success) parsed[name] = result.data
      else
        errors.push({
          path: name,
          message: result.error.issues[0]?.message ?? 'Invalid value',
          label: labelOf(collection?.fields, name),
        })
    }
    if (!errors.length && whole) {
      // The stored document of whichever collection this guards.
      const before = (originalDoc ?? {}) as Record<string, unknown>
      const problem = whole({ ...before, ...parsed })
      if (problem) errors.push(problem)
    }
    // With the request's `t`, Payload's summary above the fields is in the editor's language too.
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
    return parsed
  }
}
