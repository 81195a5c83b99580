/** The id types of Payload's SQL adapters (`idType`): PostgreSQL's serial integers or uuids. */
export type IdType = 'serial' | 'uuid' | 'uuidv7'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What each id type can hold: another value matches no row, and PostgreSQL refuses it with an
 * error that ends the whole unit (a malformed uuid, or a number beyond its 4-byte serial, 22003).
 */
export const ID_SHAPES: Record<IdType, RegExp> = {
  serial: /^\d{1,9}$/,
  uuid: UUID,
  uuidv7: UUID,
}
