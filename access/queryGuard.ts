import {
  APIError,
  type Collection,
  type CollectionBeforeOperationHook,
  type Field,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'

/**
 * One rule for every collection and every surface: a caller may filter, sort, select or
 * populate only by fields it may read, directly or through a relation. Otherwise a count or
 * an ordering answers questions about values the caller may never see (session ids, password
 * hashes, other people's email addresses). Requests made with overrideAccess (the system
 * handle) are not questions from a caller and are not checked.
 */

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])

/** A document id no user has: field rules that compare the caller with "this document" answer for somebody else's. */
const ANY_DOCUMENT = { id: '\u0000any-document' }

/** A collection by a slug from a query or a relationship (any string, so it may name none). */
const collectionNamed = (req: PayloadRequest, slug: string): Collection | undefined =>
  (req.payload.collections as Record<string, Collection | undefined>)[slug]

export class QueryRefused extends APIError {
  constructor() {
    super('This query uses a field you may not read or an operator that does not apply to it.', 400, undefined, true)
  }
}

/** Named fields at this level; rows, collapsibles and unnamed tabs are transparent. */
function namedFields(fields: Field[]): Field[] {
  const out: Field[] = []
  for (const field of fields) {
    if ('name' in field && field.name && (field.type as string) !== 'tab') out.push(field)
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) out.push({ ...tab, type: 'group' } as unknown as Field)
        else out.push(...namedFields(tab.fields))
      }
    } else if ('fields' in field && Array.isArray(field.fields)) out.push(...namedFields(field.fields))
  }
  return out
}

async function fieldReadable(field: Field, req: PayloadRequest): Promise<boolean> {
  if ('hidden' in field && field.hidden) return false
  const read = 'access' in field ? field.access?.read : undefined
  if (!read) return true
  try {
    return (await read({ req, doc: ANY_DOCUMENT, siblingData: ANY_DOCUMENT, id: ANY_DOCUMENT.id, data: ANY_DOCUMENT })) === true
  } catch {
    return false
  }
}

/** Traversing into another collection needs unconditional read access to it. */
async function collectionReadable(slug: string, req: PayloadRequest): Promise<boolean> {
  const collection = collectionNamed(req, slug)
  if (!collection) return false
  const read = collection.config.access.read
  try {
    return (await read({ req })) === true
  } catch {
    return false
  }
}

/**
 * Resolves a dotted path from a collection, field by field. Returns the last field, or null
 * when any step is unknown, hidden, unreadable or leaves through a relation the caller may
 * not read unconditionally.
 */
async function resolvePath(config: SanitizedCollectionConfig, path: string, req: PayloadRequest): Promise<Field | 'id' | null> {
  const segments = path.split('.')
  let fields: Field[] = config.fields
  let last: Field | 'id' | null = null
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]
    if (segment === 'id' || segment === '_id') {
      last = 'id'
      if (index !== segments.length - 1) return null
      break
    }
    const field = namedFields(fields).find((candidate) => 'name' in candidate && candidate.name === segment)
    if (!field || !(await fieldReadable(field, req))) return null
    last = field
    const more = index < segments.length - 1
    if (!more) break
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return null
      if (!(await collectionReadable(field.relationTo, req))) return null
      fields = req.payload.collections[field.relationTo].config.fields
    } else if ('fields' in field && Array.isArray(field.fields)) {
      fields = field.fields
    } else {
      return null
    }
  }
  return last
}

async function checkWhere(config: SanitizedCollectionConfig, where: unknown, req: PayloadRequest): Promise<void> {
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw new QueryRefused()
      for (const part of value) await checkWhere(config, part, req)
      continue
    }
    const field = await resolvePath(config, key, req)
    if (!field) throw new QueryRefused()
    if (!value || typeof value !== 'object') throw new QueryRefused()
    for (const operator of Object.keys(value)) {
      const isPoint = field !== 'id' && field.type === 'point'
      if (!(OPERATORS.has(operator) || (isPoint && POINT_OPERATORS.has(operator)))) throw new QueryRefused()
    }
  }
}

async function checkSort(config: SanitizedCollectionConfig, sort: unknown, req: PayloadRequest): Promise<void> {
  if (sort === undefined || sort === null || sort === '') return
  // Payload takes a string (comma-separated) or an array of strings; anything else names no field.
  const parts: unknown[] = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [sort]
  for (const part of parts) {
    if (typeof part !== 'string') throw new QueryRefused()
    const path = part.trim().replace(/^-/, '')
    if (path && !(await resolvePath(config, path, req))) throw new QueryRefused()
  }
}

async function checkSelect(config: SanitizedCollectionConfig, select: unknown, req: PayloadRequest, prefix = ''): Promise<void> {
  if (!select || typeof select !== 'object') return
  for (const [key, value] of Object.entries(select as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (!(await resolvePath(config, path, req))) throw new QueryRefused()
    if (value && typeof value === 'object') await checkSelect(config, value, req, path)
  }
}

async function checkPopulate(populate: unknown, req: PayloadRequest): Promise<void> {
  if (!populate || typeof populate !== 'object') return
  for (const [slug, select] of Object.entries(populate as Record<string, unknown>)) {
    const collection = collectionNamed(req, slug)
    if (!collection || !(await collectionReadable(slug, req))) throw new QueryRefused()
    await checkSelect(collection.config, select, req)
  }
}

export const guardQueryPaths: CollectionBeforeOperationHook = async ({ args, collection, req }) => {
  const query = args as {
    overrideAccess?: boolean
    where?: unknown
    sort?: unknown
    select?: unknown
    populate?: unknown
    field?: unknown
  }
  if (query.overrideAccess === true) return args
  await checkWhere(collection, query.where, req)
  await checkSort(collection, query.sort, req)
  await checkSelect(collection, query.select, req)
  await checkPopulate(query.populate, req)
  if (typeof query.field === 'string' && !(await resolvePath(collection, query.field, req))) throw new QueryRefused()
  return args
}
