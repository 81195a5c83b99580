import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { itNeeding } from '../support/unavailable'

/**
 * Every atomic unit is a SQLite transaction on one of a few kept connections
 * (cms/db/transactionConnections.ts), not a fresh one per unit that lives on until the garbage
 * collector gets to it. Open connections show as open files of this process (the database, its
 * WAL and its shared memory), so a hundred registrations, one unit each, must not leave a
 * hundred connections' files open.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const openFiles = () => fs.readdirSync('/proc/self/fd').length

describe('connections of atomic units', () => {
  const procMissing = fs.existsSync('/proc/self/fd') ? null : '/proc/self/fd is not available on this system to count open files'
  itNeeding(procMissing, 'counting open connections')('are kept and reused, not left open one per unit', async () => {
    const master = await signInMaster(server)
    const event = await createEvent(master)
    const visitor = new Client(server.url)
    // Warm up: the first units open what stays open (the client's own connection, sockets).
    for (let i = 0; i < 5; i++) expect((await visitor.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    const before = openFiles()
    for (let i = 0; i < 100; i++) expect((await visitor.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    // The mail queue sends the confirmations meanwhile, each through a file it holds open for a
    // moment: the fewest open files over the next two seconds is what the units left behind.
    let fewest = openFiles()
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      fewest = Math.min(fewest, openFiles())
    }
    expect(fewest - before).toBeLessThan(30)
  })
})
