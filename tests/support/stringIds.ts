/**
 * The `server-uuid` project's setup (jest.config.js): every test server of the file uses string
 * ids (uuids), as MongoDB would, so no code may rely on numeric ids.
 */
process.env.TEST_ID_TYPE = 'uuid'
