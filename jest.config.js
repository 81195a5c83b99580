/** Tests live under tests/, mirroring what they test: access/, api/, server/, site/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
]

/** The site's path aliases (tsconfig.json paths, site/vite.config.ts), for every test that reaches site code. */
const aliases = {
  '^@site/(.*)$': '<rootDir>/site/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
}

const common = {
  // Fails at once, with how to run them, on any Node but the pinned one (tests/support/pinnedNode.js).
  globalSetup: '<rootDir>/tests/support/pinnedNode.js',
  moduleNameMapper: aliases,
  // Build output is not source: keep Jest's module map out of it.
  modulePathIgnorePatterns: ['<rootDir>/cms/admin/.next', '<rootDir>/dist', '<rootDir>/test-output'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
}

/** The server-side suites: access rules, the /api contract over HTTP, server behaviour, security, reliability, deployment. */
const serverProject = {
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/{access,api,server,security,reliability,deployment,postgres}/**/*.test.ts'],
}

export default {
  testTimeout: 60_000,
  // Three files at once on two cores: the /api files wait on child servers, retries and the
  // clock much of the time, so a third fills a core the two leave idle. The /api suite with string
  // ids took 146 s against 158 s with two, 18 files of it that wait most 67 s against 86 s; the
  // server and security files, which wait little, took the same (142 s against 139 s).
  maxWorkers: 3,
  // Each test file loads Payload and the server again inside Jest's module sandbox, and a
  // process that ran them all in a row outgrew a 4 GB heap. A worker process that has grown
  // past this after a file is replaced by a fresh one (and Jest then runs files in a worker
  // even on two cores, instead of in its own process).
  workerIdleMemoryLimit: '1GB',
  projects: [
    serverProject,
    {
      // MongoDB readiness without a MongoDB server: the /api suite again with string ids, beside the
      // rest, but for the files whose subject is processes and the clock (several servers on one
      // database, a rush's atomicity, the daily jobs and the webhook sender's retries) or the words
      // of each language: ids are opaque to them, and they are the suite's slowest
      // (docs/decisions.md, "String ids where ids are handled", 450 and 558).
      ...serverProject,
      displayName: 'server-uuid',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/tests/api/(reminders|networkingEmails|announceOnce|jobs|concurrency|feedback|retention|webhooksPrivacy|mailSentAsClaimed|eventEditRacesCallOff|teamRemovalRacesCohost|tokenRevokedDuringWebhookEdit|waitingReminders)\\.test\\.ts$',
        '/tests/api/(apiMessages|[A-Za-z]*Language[A-Za-z]*)\\.test\\.ts$',
      ],
      setupFiles: ['<rootDir>/tests/support/stringIds.ts'],
    },
    {
      // The /api suite on a real PostgreSQL, beside the rest: one server for the run (started by
      // this project's global setup only when a test of it runs), a database per test folder
      // (tests/support/postgresGlobal.ts). scripts/test.ts leaves the project out, counting its
      // tests as skipped with the reason, where Debian's postgresql is not installed.
      ...serverProject,
      displayName: 'server-postgres',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      setupFiles: ['<rootDir>/tests/support/onPostgres.ts'],
      globalSetup: '<rootDir>/tests/support/postgresSetup.ts',
      globalTeardown: '<rootDir>/tests/support/postgresTeardown.ts',
    },
    {
      ...common,
      displayName: 'site',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/site/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/site/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/site/setup.ts'],
      moduleNameMapper: {
        ...aliases,
        '\\.(css|svg|png|jpg)$': '<rootDir>/tests/site/fileStub.ts',
        '\\.po(\\?rest)?$': '<rootDir>/tests/site/catalogueStub.ts',
        '^styled-components$': '<rootDir>/tests/site/styled-components.mjs',
      },
    },
  ],
}
