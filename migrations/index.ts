// Payload migrations for the SQL adapters, applied at start in production (prodMigrations).
// Regenerate after a collection change with: npm run payload migrate:create <name>
export const migrations = []
