import path from 'node:path'
import { buildConfig, type CollectionConfig, type Config, type DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import sharp from 'sharp'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { adminTranslations } from './config/adminTranslations'
import { translatedCollection, translatedGlobal } from './config/adminLabels'
import { createTransport } from './config/mailTransport'
import { loadEnv, type Env } from './config/env'
import { Users } from './collections/Users'
import { eventsCollection } from './collections/Events'
import { attendeesCollection } from './collections/Attendees'
import { Sponsors } from './collections/Sponsors'
import { Faqs } from './collections/Faqs'
import { mediaCollection } from './collections/Media'
import { ContactMessages } from './collections/ContactMessages'
import { Invitations } from './collections/Invitations'
import { SiteSettings } from './collections/SiteSettings'
import { EmailOutbox } from './collections/EmailOutbox'
import { HealthProbes } from './collections/HealthProbes'
import { SentReminders } from './collections/SentReminders'
import { EventMessages } from './collections/EventMessages'
import { DoorLinks } from './collections/DoorLinks'
import { ApiTokens } from './collections/ApiTokens'
import { WebhookEndpoints } from './collections/WebhookEndpoints'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { PrivacyLog } from './collections/PrivacyLog'
import { Subscriptions } from './collections/Subscriptions'
import { NetworkingProfiles } from './collections/Networking/NetworkingProfiles'
import { ContactSwaps } from './collections/Networking/ContactSwaps'
import { Feedback } from './collections/Feedback'
import { DoorScans } from './collections/DoorScans'
import { migrations } from './migrations'
import { migrations as postgresMigrations } from './migrations-postgres'
import { migrations as mongoMigrations } from './migrations-mongodb'
import { guardQueryPaths } from './access/queryGuard'
import { projectRoot } from './config/projectRoot'
import { idsOfEitherDatabase } from './config/idTypes'
import { databaseKindOf } from './config/databaseKind'
import type { EventNoticesLine } from './collections/Events/notices'
import type { Transporter } from 'nodemailer'

const rootDir = projectRoot(import.meta.url)

/**
 * SQLite (the embedded default) runs without Payload transactions on purpose: libsql opens
 * a fresh connection after every transaction without the busy timeout, so concurrent
 * writers would fail with SQLITE_BUSY. One connection per process with WAL and a busy
 * timeout serialises writes instead; invariants come from unique indexes and atomic
 * conditional updates (see docs/decisions.md).
 */
/** How long start-up waits for a MongoDB primary before it fails with a clear message. */
export const MONGO_SERVER_SELECTION_MS = 10_000

/** How long a writer waits for another process's transaction before the request answers 503. */
export const SQLITE_BUSY_TIMEOUT_MS = 15_000

/**
 * PostgreSQL: connections each process keeps (a unit holds one from its first statement to its
 * commit), how long a request waits for one or for a row another unit holds before it answers
 * 503 (as SQLite's busy timeout), and how long a transaction may sit idle holding its locks.
 */
export const POSTGRES_POOL_SIZE = 10
export const POSTGRES_WAIT_MS = 15_000
const POSTGRES_IDLE_IN_TRANSACTION_MS = 60_000

async function databaseAdapter(env: Env): Promise<DatabaseAdapterObj> {
  const kind = databaseKindOf(env.DATABASE_URI)
  if (kind === 'sqlite') {
    return sqliteAdapter({
      client: { url: env.DATABASE_URI },
      idType: env.DATABASE_ID_TYPE,
      wal: { synchronous: 'NORMAL' },
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      // AUTOINCREMENT: SQLite otherwise gives the newest deleted row's id to the next insert, and
      // /events/{id} or anything else naming that id would open somebody else's row.
      autoIncrement: true,
      migrationDir: path.join(rootDir, 'migrations'),
      prodMigrations: migrations,
    })
  }
  // Loaded only when asked for, so the embedded default does not pay for pg or mongoose.
  if (kind === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    const { oneMigratorAtATime, pgWithPool } = await import('./config/postgres')
    const adapter = postgresAdapter({
      pg: pgWithPool,
      pool: {
        connectionString: env.DATABASE_URI,
        max: POSTGRES_POOL_SIZE,
        connectionTimeoutMillis: POSTGRES_WAIT_MS,
        options: `-c lock_timeout=${POSTGRES_WAIT_MS} -c idle_in_transaction_session_timeout=${POSTGRES_IDLE_IN_TRANSACTION_MS}`,
      },
      // The committed migrations (migrations-postgres/) are for numeric ids, as SQLite's are.
      idType: env.DATABASE_ID_TYPE === 'uuid' ? 'uuid' : 'serial',
      migrationDir: path.join(rootDir, 'migrations-postgres'),
      prodMigrations: postgresMigrations,
    })
    return oneMigratorAtATime(adapter)
  }
  const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
  return mongooseAdapter({
    url: env.DATABASE_URI,
    // Indexes the app relies on (attendees' unique event + emailKey) are built and awaited at
    // start, and a failure stops the start (cms/db/mongoIndexes.ts names the index),
    // instead of mongoose's background build that swallows errors.
    ensureIndexes: true,
    connectOptions: { autoIndex: false, serverSelectionTimeoutMS: MONGO_SERVER_SELECTION_MS },
    migrationDir: path.join(rootDir, 'migrations-mongodb'),
    prodMigrations: mongoMigrations,
  })
}

/** EMAIL_FROM is "Name <address>" or a bare address. */
const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from
const fromName = (from: string) => from.replace(/<[^>]+>/, '').trim() || 'Makers Pub Night'

/**
 * Uploads on S3-compatible storage when S3_BUCKET is set, so several instances share them. The
 * AWS client is loaded only then, as the other databases' adapters are.
 */
async function storagePlugins(env: Env) {
  if (!env.S3_BUCKET) return []
  const { s3Storage } = await import('@payloadcms/storage-s3')
  return [
    s3Storage({
      bucket: env.S3_BUCKET,
      collections: {
        media: {
          disablePayloadAccessControl: true,
          generateFileURL: ({ filename }) => `${env.S3_PUBLIC_URL!.replace(/\/$/, '')}/${filename}`,
        },
      },
      config: {
        region: env.S3_REGION,
        ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
        ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
          : {}),
      },
    }),
  ]
}

/**
 * What every collection shares whatever surface reaches it: the query guard (no filtering,
 * sorting or selecting by fields the caller may not read), and for accounts, cookies that
 * are Secure in production.
 */
function hardened(collections: CollectionConfig[], production: boolean): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    ...(collection.auth
      ? {
          auth: {
            ...(collection.auth === true ? {} : collection.auth),
            cookies: { secure: production, sameSite: 'Lax' as const },
          },
        }
      : {}),
    hooks: { ...collection.hooks, beforeOperation: [guardQueryPaths, ...(collection.hooks?.beforeOperation ?? [])] },
  }))
}

export interface PayloadConfigOptions {
  /** How the events' and attendees' collection hooks reach the server's mailer (connected once Payload is up). */
  eventNotices?: EventNoticesLine
  /** The server's mail transport, which the server closes when it stops (its pooled SMTP connections). */
  mailTransport?: Transporter
}

export async function createPayloadConfig(env: Env, { eventNotices, mailTransport }: PayloadConfigOptions = {}): Promise<Config> {
  const production = env.NODE_ENV === 'production'
  return {
    secret: env.PAYLOAD_SECRET,
    serverURL: env.SERVER_URL,
    db: await databaseAdapter(env),
    sharp,
    email: nodemailerAdapter({
      defaultFromAddress: fromAddress(env.EMAIL_FROM),
      defaultFromName: fromName(env.EMAIL_FROM),
      transport: mailTransport ?? createTransport(env),
      skipVerify: true,
    }),
    collections: hardened(
      [
        Users,
        eventsCollection(eventNotices),
        attendeesCollection(eventNotices),
        Sponsors,
        Faqs,
        mediaCollection(path.resolve(env.MEDIA_DIR)),
        ContactMessages,
        Invitations,
        EmailOutbox,
        HealthProbes,
        SentReminders,
        EventMessages,
        DoorLinks,
        PrivacyLog,
        Subscriptions,
        NetworkingProfiles,
        ContactSwaps,
        Feedback,
        DoorScans,
        ApiTokens,
        WebhookEndpoints,
        WebhookDeliveries,
      ],
      production,
    ).map(translatedCollection),
    globals: [translatedGlobal(SiteSettings)],
    // The site owns /api; Payload's own REST and GraphQL live under the CMS admin.
    routes: { admin: '/cms', api: '/cms/api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
    admin: {
      user: Users.slug,
      // Dates as the admin's language writes them (date-fns's localized long date and short time:
      // "Dec 2, 2026, 12:24 PM", "2. Dez. 2026, 12:24"); Payload's default pattern is English word order.
      dateFormat: 'PPp',
      avatar: 'default',
      meta: { titleSuffix: ' · Makers Pub Night CMS', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }] },
      components: {
        graphics: { Logo: '/cms/admin/components/Brand#Logo', Icon: '/cms/admin/components/Brand#Icon' },
        providers: ['/cms/admin/components/NameUnlabelledSelects#NameUnlabelledSelects'],
      },
      importMap: { baseDir: rootDir, importMapFile: path.join(rootDir, 'cms/admin/app/(payload)/cms/importMap.js') },
    },
    // The admin in the site's four languages, in Payload's own translations (issue 55): the one an
    // editor picks in their account, else the site's choice (cms/http/cmsAdmin.ts), else English.
    // Our own admin components' words (config/adminTranslations.ts) beside Payload's.
    i18n: { fallbackLanguage: 'en', supportedLanguages: { en, es, fr, de }, translations: adminTranslations },
    cookiePrefix: production ? '__Host-payload' : 'payload',
    csrf: [env.SERVER_URL],
    telemetry: false,
    // Committed and checked for staleness by tests/server/payloadTypes.test.ts.
    typescript: { outputFile: path.join(rootDir, 'payload-types.ts'), autoGenerate: false, schema: [idsOfEitherDatabase] },
    graphQL: { disable: true },
    plugins: await storagePlugins(env),
  }
}

/**
 * Inside the running server the environment validated at start is shared through
 * globalThis, so the CMS admin's Next bundle (which inlines NODE_ENV at build time) sees the
 * same settings. The Payload CLI and the admin build read process.env.
 */
const sharedEnv = (globalThis as { makersPubNightEnv?: Env }).makersPubNightEnv

export default buildConfig(await createPayloadConfig(sharedEnv ?? loadEnv()))
