/** The id types of Payload's SQL adapters (`idType`): PostgreSQL's serial integers or uuids. */
export type IdType = 'serial' | 'uuid' | 'uuidv7'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** PostgreSQL's serial ids are 4-byte integers. */
const MAX_SERIAL = 2_147_483_647

/**
 * Whether `value` can be an id of this type: another value matches no row, and PostgreSQL refuses
 * it with an error that ends the whole unit (a malformed uuid 22P02, a number beyond its serial
 * ids 22003), so it is answered without a query.
 */
export function fitsIdType(idType: IdType, value: unknown): boolean {
  const text = String(value)
  if (idType === 'serial') return /^\d{1,10}$/.test(text) && Number(text) <= MAX_SERIAL
  return UUID.test(text)
}
