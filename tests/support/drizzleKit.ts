/**
 * What the committed-migrations checks use of a Drizzle adapter (SQLite or PostgreSQL): its
 * schema and drizzle-kit, which diffs it against the latest migration's snapshot.
 */
export interface DrizzleKitAdapter {
  schema: unknown
  requireDrizzleKit(): {
    generateDrizzleJson: (schema: unknown) => Promise<unknown>
    generateMigration: (previous: unknown, current: unknown) => Promise<string[]>
  }
}
