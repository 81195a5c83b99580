/**
 * The `server-postgres` project's setup (jest.config.js): every test server of the file runs on
 * a database of its own on the run's PostgreSQL server (tests/support/testDatabase.ts).
 */
process.env.TEST_DATABASE = 'postgres'
