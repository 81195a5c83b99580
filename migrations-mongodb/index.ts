/**
 * MongoDB migrations (`npm run payload migrate` with a mongodb:// DATABASE_URI reads this
 * folder, configured in payload.config.ts). None yet: MongoDB needs no schema migration for
 * the collections as they are; the SQLite migrations live in migrations/.
 */
export const migrations: { name: string; up: () => Promise<void>; down: () => Promise<void> }[] = []
