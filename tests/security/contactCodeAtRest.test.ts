import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { createClient } from '@libsql/client'
import { Client } from '../support/client'
import { attendee, eventBody } from '../support/actors'
import { startChildServer } from '../support/childServer'
import { ADMIN } from '../support/testServer'
import type { NetworkingDto } from '../../contract/networking'

/**
 * "Who to meet"'s capabilities at rest (docs/security.md "Capabilities"): after codes are used
 * every way there is (the `/c/{code}` page and its read, a swap by code and by its URL, the
 * manage link's networking view through Express and before it), neither the server's log at
 * debug level nor the bytes of the SQLite database and its WAL hold a contact code or a manage token.
 */
describe('contact codes at rest', () => {
  it('are never in the log or the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-contact-codes-'))
    const server = await startChildServer(dir, { LOG_LEVEL: 'debug' })
    const secrets: Record<string, string> = {}
    try {
      const master = new Client(server.url)
      expect((await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
      const event = (await master.post('/api/events', eventBody({ networking: { enabled: true } }))).body as { id: number }
      const visitor = new Client(server.url)
      const tokens: string[] = []
      for (const networking of [{ offers: ['CNC machining'] }, { needs: ['CNC machining'] }]) {
        const registered = await visitor.post<{ manageUrl: string }>(
          `/api/events/${event.id}/attendees`,
          attendee({ networking }),
        )
        expect(registered.status).toBe(201)
        tokens.push(new URL(registered.body.manageUrl).pathname.split('/').pop()!)
      }
      const viewOf = async (token: string) => (await visitor.get<NetworkingDto>(`/api/registrations/${token}/networking`)).body
      ;[secrets.manageA, secrets.manageB] = tokens
      secrets.codeA = (await viewOf(tokens[0])).contactCode!
      secrets.codeB = (await viewOf(tokens[1])).contactCode!
      // Again, now answered before Express from the night's copy.
      await viewOf(tokens[0])
      await visitor.get(`/c/${secrets.codeA}`)
      expect((await visitor.get(`/api/contact-codes/${secrets.codeA}`)).status).toBe(200)
      expect(
        (await visitor.post(`/api/registrations/${tokens[1]}/swaps`, { code: `${server.url}/c/${secrets.codeA}` })).status,
      ).toBe(201)
      expect((await visitor.post(`/api/registrations/${tokens[0]}/swaps`, { code: secrets.codeB })).status).toBe(200)
    } finally {
      await server.stop()
    }
    const log = server.output()
    expect(log).toContain('"url":"/c/[token]"')
    expect(log).toContain('"url":"/api/contact-codes/[token]"')
    expect(log).toContain('"url":"/api/registrations/[token]/networking"')
    expect(log).toContain('"url":"/api/registrations/[token]/swaps"')
    const checkpoint = createClient({ url: `file:${path.join(dir, 'test.db')}` })
    await checkpoint.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    checkpoint.close()
    const database = ['test.db', 'test.db-wal']
      .map((name) => path.join(dir, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString('latin1'))
      .join('')
    expect(database.length).toBeGreaterThan(0)
    for (const [name, secret] of Object.entries(secrets)) {
      expect([name, secret.length >= 8]).toEqual([name, true])
      expect([name, log.includes(secret)]).toEqual([name, false])
      expect([name, database.includes(secret)]).toEqual([name, false])
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }, 120_000)
})
