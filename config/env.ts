import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { z } from '../contract/zod'
import { databaseKindOf } from './databaseKind'
import { readWalletSettings, type SettingProblem, type WalletSettings } from './wallet'

/** The operator's settings (README "Settings"; docs/product.md "Stack and running"), validated once at start with clear errors. */

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'on', 'off', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', 'on', '1'].includes(value)))

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URI: z
      .string()
      .default('file:./data/events.db')
      .refine((uri) => databaseKindOf(uri) !== null, {
        message: 'DATABASE_URI must start with file: (SQLite), postgres:// (PostgreSQL) or mongodb:// (MongoDB)',
      }),
    DATABASE_ID_TYPE: z.enum(['number', 'uuid']).default('number'),
    // What this process does (docs/operations.md, "Roles"): everything, HTTP only, or the background work only.
    SERVER_ROLE: z.enum(['all', 'web', 'worker'], { message: 'SERVER_ROLE must be all, web or worker' }).default('all'),
    PAYLOAD_SECRET: z.string().optional(),
    SERVER_URL: z.url({ message: 'SERVER_URL must be a full URL such as https://events.example.com' }).optional(),
    ADMIN_EMAIL: z.email({ message: 'ADMIN_EMAIL must be an email address' }).default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    ADMIN_NAME: z.string().min(1).default('Master Admin'),
    SEED_DEMO: flag(true).optional(),
    MEDIA_DIR: z.string().default('./data/media'),
    OUTBOX_DIR: z.string().default('./data/outbox'),
    SMTP_URL: z.string().optional(),
    EMAIL_FROM: z.string().default('Makers Pub Night <no-reply@localhost>'),
    RATE_LIMITS: flag(true),
    REDIS_URL: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
    // How long a stopping server keeps answering (with Connection: close) before it closes its
    // listener: longer than the proxy needs to see /api/ready turn 503 (deploy/Caddyfile: 1 s).
    DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(8000).default(3000),
    // Requests one API token may make per minute (docs/security.md, "API tokens").
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(600),
    // Webhooks (docs/operations.md, "Webhooks"): loopback and plain http targets, for development and tests only.
    WEBHOOKS_ALLOW_LOCAL: flag(false),
    // The retry schedule in seconds, a comma list (tests shorten it); default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\s*\d+(?:\s*,\s*\d+)*\s*$/, 'WEBHOOK_RETRY_SECONDS must be a comma list of whole seconds')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Wallet passes (docs/operations.md, "Wallet passes"): read and checked by config/wallet.ts.
    APPLE_PASS_TYPE_ID: z.string().optional(),
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_PASS_CERT: z.string().optional(),
    APPLE_PASS_KEY: z.string().optional(),
    APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WWDR_CERT: z.string().optional(),
    GOOGLE_WALLET_ISSUER_ID: z.string().optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_PUBLIC_URL'],
        message: 'S3_PUBLIC_URL is required with S3_BUCKET (the public address of the bucket)',
      })
    }
    if (env.NODE_ENV !== 'production') return
    // Registrations and their emails are written in transactions, which MongoDB offers only
    // on a replica set; without one the adapter silently drops them (docs/operations.md).
    if (env.DATABASE_URI.startsWith('mongodb://') && !/[?&]replicaSet=[^&]+/.test(env.DATABASE_URI)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URI'],
        message:
          'DATABASE_URI must name a MongoDB replica set in production (for example mongodb://mongo:27017/makers-pub-night?replicaSet=rs0): registrations are written in transactions, which need one',
      })
    }
    if (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32 || new Set(env.PAYLOAD_SECRET).size < 10) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message:
          'PAYLOAD_SECRET is required in production and must be at least 32 characters, not a repeated pattern (openssl rand -hex 32 makes one)',
      })
    }
    if (!env.SERVER_URL) {
      ctx.addIssue({ code: 'custom', path: ['SERVER_URL'], message: 'SERVER_URL is required in production' })
    }
  })

export type Env = z.output<typeof envSchema> & { PAYLOAD_SECRET: string; SERVER_URL: string; wallet: WalletSettings }

/**
 * Development keeps working without any setting: a random secret is made on first start and
 * kept (mode 600) beside the database in data/, so sessions survive restarts and nobody who
 * read the repository can sign a token. Production refuses to start without its own.
 */
export const DEVELOPMENT_SECRET_FILE = path.resolve('data', 'payload-secret')

function developmentSecret(): string {
  try {
    const kept = fs.readFileSync(DEVELOPMENT_SECRET_FILE, 'utf8').trim()
    if (kept.length >= 32) return kept
  } catch {
    // First start: made below.
  }
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(DEVELOPMENT_SECRET_FILE), { recursive: true })
  try {
    fs.writeFileSync(DEVELOPMENT_SECRET_FILE, secret + '\n', { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    // Another process made it first: use theirs.
    return fs.readFileSync(DEVELOPMENT_SECRET_FILE, 'utf8').trim()
  }
}

export class EnvError extends Error {}

const invalid = (problems: SettingProblem[]) =>
  new EnvError(`Invalid environment:\n${problems.map(({ variable, message }) => `  - ${variable}: ${message}`).join('\n')}`)

/**
 * An empty value counts as unset, as in `.env.example` (`PAYLOAD_SECRET=`, `ADMIN_PASSWORD=`):
 * a copy of it loaded by `npm start` (or docker compose's env_file) keeps every default.
 */
const withoutEmptyValues = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(source))
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((issue) => ({ variable: issue.path.join('.') || 'env', message: issue.message })))
  }
  const env = parsed.data
  const { wallet, problems } = readWalletSettings(env)
  if (problems.length) throw invalid(problems)
  return {
    ...env,
    wallet,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? developmentSecret(),
    SERVER_URL: (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }
}
