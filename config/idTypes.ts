import type { JSONSchema4, JSONSchema4TypeName } from 'json-schema'

/**
 * `payload-types.ts` is generated from the schema Payload builds for the running database
 * adapter: SQLite's default ids are numbers, MongoDB's and `DATABASE_ID_TYPE=uuid` ids are
 * strings (payload.config.ts, decision 109). The project runs on both (tests/api runs twice, see
 * scripts/test.ts), so every document id and every relationship value is typed `number | string`
 * whatever adapter the generator happened to load: the committed types say what is true on
 * either database, and the generated file does not depend on the environment it was made in.
 */
const EITHER_ID: JSONSchema4TypeName[] = ['number', 'string']

/** `number`, `string`, or either of them with `null` (a relationship that is not required). */
function widenedIdType(type: JSONSchema4['type']): JSONSchema4['type'] | undefined {
  const types = Array.isArray(type) ? type : [type]
  if (!types.every((t) => t === 'number' || t === 'string' || t === 'null')) return undefined
  return types.includes('null') ? [...EITHER_ID, 'null'] : EITHER_ID
}

/** A `oneOf` that holds a reference to a collection holds the id of that collection beside it. */
function widenRelationships(node: unknown, collections: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) widenRelationships(item, collections)
    return
  }
  if (!node || typeof node !== 'object') return
  const schema = node as JSONSchema4
  const oneOf = schema.oneOf
  if (
    Array.isArray(oneOf) &&
    oneOf.some((member) => typeof member.$ref === 'string' && collections.has(member.$ref.replace('#/definitions/', '')))
  ) {
    for (const member of oneOf) {
      if (member.$ref || member.type === undefined) continue
      const widened = widenedIdType(member.type)
      if (widened) member.type = widened
    }
  }
  for (const value of Object.values(schema)) widenRelationships(value, collections)
}

export function idsOfEitherDatabase({
  jsonSchema,
  collectionIDFieldTypes,
  config,
}: {
  jsonSchema: JSONSchema4
  collectionIDFieldTypes: Record<string, 'number' | 'string'>
  config: { globals: { slug: string }[] }
}): JSONSchema4 {
  const collections = new Set(Object.keys(collectionIDFieldTypes))
  const definitions = jsonSchema.definitions ?? {}
  // Globals are stored as rows too, with the adapter's id.
  for (const slug of [...collections, ...config.globals.map((global) => global.slug)]) {
    const id = definitions[slug]?.properties?.id
    if (id) id.type = EITHER_ID
  }
  widenRelationships(definitions, collections)
  const db = jsonSchema.properties?.db?.properties?.defaultIDType
  if (db) db.type = EITHER_ID
  return jsonSchema
}
