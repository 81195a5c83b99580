import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
// Issue 44: every collection's id is AUTOINCREMENT, so SQLite never gives a deleted row's id to a
// new row, and events and attendees get `row_key` (collections/hooks/rowKey.ts). Rows that exist
// now are marked 'legacy', so the entry codes and calendar UIDs already mailed for them keep working.
//
// AUTOINCREMENT needs each table rebuilt. The usual rebuild (copy to a new table, drop the old
// one) cannot run here: Payload runs a migration inside a transaction, where `PRAGMA
// foreign_keys=OFF` does nothing, so dropping `users` would empty every host of every event (ON
// DELETE SET NULL) and dropping `events` would fail on its attendees. So every table's rows are
// kept aside first, deleted children first (no foreign key action then finds a row to change),
// the tables are dropped and made again from their own definitions with AUTOINCREMENT, and the
// rows come back with their ids (sqlite_sequence then starts after the largest id kept).

type Db = MigrateUpArgs['db']

const REBUILT = [
  'users',
  'events',
  'attendees',
  'sponsors',
  'faqs',
  'media',
  'contact_messages',
  'invitations',
  'email_outbox',
  'health_probes',
  'sent_reminders',
  'event_messages',
  'door_links',
  'privacy_log',
  'subscriptions',
  'payload_kv',
  'payload_locked_documents',
  'payload_preferences',
  'payload_migrations',
  'site_settings',
]
const PLAIN_ID = '`id` integer PRIMARY KEY NOT NULL'
const AUTOINCREMENT_ID = '`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL'

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (name: string) => `'${name.replace(/'/g, "''")}'`

async function rows<Row>(db: Db, query: string): Promise<Row[]> {
  return (await db.all(sql.raw(query))) as Row[]
}

/** The tables in an order where no table comes before one that references it. */
async function childrenFirst(db: Db, tables: string[]): Promise<string[]> {
  const parents = new Map<string, Set<string>>()
  for (const table of tables) {
    const keys = await rows<{ table: string }>(db, `SELECT "table" FROM pragma_foreign_key_list(${literal(table)})`)
    parents.set(table, new Set(keys.map((key) => key.table).filter((parent) => parent !== table)))
  }
  const order: string[] = []
  const left = new Set(tables)
  while (left.size) {
    const referenced = new Set([...left].flatMap((table) => [...parents.get(table)!]))
    // A cycle (none today) would leave every table referenced: take one anyway.
    const next = [...left].find((table) => !referenced.has(table)) ?? [...left][0]
    order.push(next)
    left.delete(next)
  }
  return order
}

async function rebuild(db: Db, change: (definition: string) => string) {
  const tables = (
    await rows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  ).map((table) => table.name)
  const definitions = new Map<string, { table: string; indexes: string[] }>()
  for (const table of REBUILT) {
    const [definition] = await rows<{ sql: string }>(db, `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${literal(table)}`)
    const indexes = await rows<{ sql: string }>(
      db,
      `SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${literal(table)} AND sql IS NOT NULL`,
    )
    definitions.set(table, { table: change(definition.sql), indexes: indexes.map((index) => index.sql) })
  }
  for (const table of tables) await db.run(sql.raw(`CREATE TEMP TABLE ${quoted(`keep_${table}`)} AS SELECT * FROM ${quoted(table)}`))
  for (const table of await childrenFirst(db, tables)) await db.run(sql.raw(`DELETE FROM ${quoted(table)}`))
  for (const [table, { table: definition, indexes }] of definitions) {
    await db.run(sql.raw(`DROP TABLE ${quoted(table)}`))
    await db.run(sql.raw(definition))
    for (const index of indexes) await db.run(sql.raw(index))
  }
  // The rows come back in any order; their references are checked once, at commit.
  await db.run(sql`PRAGMA defer_foreign_keys = ON`)
  for (const table of tables) {
    const columns = (await rows<{ name: string }>(db, `SELECT name FROM pragma_table_info(${literal(`keep_${table}`)})`))
      .map((column) => quoted(column.name))
      .join(', ')
    await db.run(sql.raw(`INSERT INTO ${quoted(table)} (${columns}) SELECT ${columns} FROM ${quoted(`keep_${table}`)}`))
    await db.run(sql.raw(`DROP TABLE temp.${quoted(`keep_${table}`)}`))
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, (definition) => {
    if (!definition.includes(PLAIN_ID)) throw new Error(`unexpected id column: ${definition.slice(0, 80)}`)
    return definition.replace(PLAIN_ID, AUTOINCREMENT_ID)
  })
  await db.run(sql`ALTER TABLE \`events\` ADD \`row_key\` text;`)
  await db.run(sql`ALTER TABLE \`attendees\` ADD \`row_key\` text;`)
  await db.run(sql`UPDATE \`events\` SET \`row_key\` = 'legacy';`)
  await db.run(sql`UPDATE \`attendees\` SET \`row_key\` = 'legacy';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`row_key\`;`)
  await db.run(sql`ALTER TABLE \`attendees\` DROP COLUMN \`row_key\`;`)
  await rebuild(db, (definition) => definition.replace(AUTOINCREMENT_ID, PLAIN_ID))
}
