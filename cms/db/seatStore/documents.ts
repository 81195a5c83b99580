import type { CollectionSlug, FlattenedField, Payload } from 'payload'

/**
 * How a collection's documents sit in the table Payload generated for it, read from the
 * collection's own fields (the config every adapter builds its schema from), never from a list
 * kept here: a document's field is the column of the same key, a group's fields are
 * `<group>_<field>` (as Payload names them), and the values go through drizzle's own column
 * types both ways. What comes back is what Payload's adapter answers for the same row
 * (@payloadcms/drizzle's read transform): dates as ISO strings (PostgreSQL answers its own
 * timestamp text), numbers as numbers, a relationship as the related id.
 *
 * Only fields stored in the collection's own table can be mapped (text of every kind, select,
 * date, checkbox, number, JSON, a single relationship or upload, and groups of these). A field
 * Payload keeps in another table (arrays, blocks, has-many values, localized fields) is left
 * out of a `partial` map, and makes a whole map refuse (`NotInOwnTable`).
 */
export interface DocumentColumns {
  /** The column keys of the collection's own table that hold its fields, `id` first. */
  readonly keys: readonly string[]
  /** The column key of a top-level field (or `<group>_<field>`); undefined for a field stored elsewhere. */
  column(field: string): string | undefined
  /** A document's data as a row of column keys: only the fields the data carries. */
  toRow(data: Record<string, unknown>): Record<string, unknown>
  /**
   * A row (by column key) as the document Payload's adapter reads; a row of some columns only (a
   * read that selects them) gives the document of those fields only.
   */
  toDocument<T>(row: Record<string, unknown>): T
}

/** A field this store cannot write in the collection's own table, named for the error. */
export class NotInOwnTable extends Error {
  constructor(
    readonly slug: string,
    readonly field: string,
  ) {
    super(`the ${slug} field "${field}" is stored outside the collection's own table`)
  }
}

type Leaf = { key: string; path: string[]; type: FlattenedField['type'] }

const SCALARS = new Set<FlattenedField['type']>([
  'text',
  'email',
  'textarea',
  'code',
  'select',
  'radio',
  'date',
  'checkbox',
  'number',
  'json',
])

/** The fields of the collection's own table, each with its column key and document path. */
function leavesOf(slug: string, fields: FlattenedField[], partial: boolean, prefix = '', path: string[] = []): Leaf[] {
  return fields.flatMap((field): Leaf[] => {
    if ('virtual' in field && field.virtual) return []
    const here = [...path, field.name]
    const stored =
      !field.localized &&
      !('hasMany' in field && field.hasMany) &&
      (SCALARS.has(field.type) ||
        ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') ||
        field.type === 'group')
    if (!stored) {
      if (partial) return []
      throw new NotInOwnTable(slug, here.join('.'))
    }
    if (field.type === 'group') return leavesOf(slug, field.flattenedFields, partial, `${prefix}${field.name}_`, here)
    return [{ key: `${prefix}${field.name}`, path: here, type: field.type }]
  })
}

/** A value as @payloadcms/drizzle's read transform leaves it. */
function read(type: Leaf['type'], value: unknown): unknown {
  if (type === 'date' && typeof value === 'string') return new Date(value).toISOString()
  if (type === 'number' && typeof value === 'string') return Number.parseFloat(value)
  return value
}

export function documentColumns(payload: Payload, slug: CollectionSlug, { partial = false } = {}): DocumentColumns {
  const leaves = leavesOf(slug, payload.collections[slug].config.flattenedFields, partial)
  const byPath = new Map(leaves.map((leaf) => [leaf.path.join('.'), leaf]))
  const toRow = (data: Record<string, unknown>, row: Record<string, unknown> = {}, path: string[] = []) => {
    for (const [name, value] of Object.entries(data)) {
      if (value === undefined) continue
      const here = [...path, name]
      const leaf = byPath.get(here.join('.'))
      if (leaf) {
        // A populated relationship (depth > 0) is stored as its id, as Payload stores it.
        row[leaf.key] = value && typeof value === 'object' && 'id' in value && leaf.type !== 'json' ? value.id : value
      } else if (value && typeof value === 'object' && !Array.isArray(value) && leaves.some((l) => l.path[0] === name)) {
        toRow(value as Record<string, unknown>, row, here)
      } else if (name !== 'id') {
        throw new NotInOwnTable(slug, here.join('.'))
      } else {
        row.id = value
      }
    }
    return row
  }
  return {
    keys: ['id', ...leaves.map((leaf) => leaf.key)],
    column: (field) => byPath.get(field)?.key,
    toRow: (data) => toRow(data),
    toDocument<T>(row: Record<string, unknown>): T {
      const document: Record<string, unknown> = { id: row.id }
      // Only the leaves the row carries: the door's read of 5,000 people selects 5-7 of the
      // attendee's 19 columns, and walking all of them for each row took its mapping (with the
      // JSON after it) from about 9 to 23 ms.
      for (const leaf of leaves) {
        if (!(leaf.key in row)) continue
        let target = document
        for (let step = 0; step < leaf.path.length - 1; step++)
          target = (target[leaf.path[step]] ??= {}) as Record<string, unknown>
        target[leaf.path[leaf.path.length - 1]] = read(leaf.type, row[leaf.key])
      }
      return document as T
    },
  }
}
