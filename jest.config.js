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
  moduleNameMapper: aliases,
  // Build output is not source: keep Jest's module map out of it.
  modulePathIgnorePatterns: ['<rootDir>/cms/admin/.next', '<rootDir>/dist', '<rootDir>/test-output'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
}

export default {
  testTimeout: 60_000,
  // Each test file loads Payload and the server again inside Jest's module sandbox, and a
  // process that ran them all in a row outgrew a 4 GB heap. A worker process that has grown
  // past this after a file is replaced by a fresh one (and Jest then runs files in a worker
  // even on two cores, instead of in its own process).
  workerIdleMemoryLimit: '1GB',
  // The PostgreSQL server of a `TEST_DATABASE=postgres` run (tests/support/postgresGlobal.ts); nothing otherwise.
  globalSetup: '<rootDir>/tests/support/postgresSetup.ts',
  globalTeardown: '<rootDir>/tests/support/postgresTeardown.ts',
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{access,api,server,security,reliability,deployment,postgres}/**/*.test.ts'],
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
        '^styled-components$': '<rootDir>/tests/site/styled-components.mjs',
      },
    },
  ],
}
