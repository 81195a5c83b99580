import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import pg from 'pg'
import { createHost } from '../support/actors'
import { bearer } from '../support/bearer'
import { waitFor } from '../support/waiting'
import { startTestServer, type TestServer } from '../support/testServer'
import { testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { actWhileUncommitted, sessionsWaitingForLocks } from '../support/postgres'
import { webhookReasons } from '../../contract/webhookReasons'
import type { TokenCreatedDto } from '../../contract/tokens'
import type { WebhookCreatedDto, WebhookDto } from '../../contract/webhooks'

/**
 * An API token revoked while a write made with it is under way (cms/modules/webhooks/tokenStill.ts):
 * the token is checked when the request arrives, and the address check after it may take seconds.
 * Either the write goes first and the revoke turns its endpoint off, or it finds the token gone
 * (401); never an endpoint switched on, or pointed somewhere, by a token already revoked. SQLite
 * runs one unit at a time (the revoke then answers the request 401 at the door); PostgreSQL runs
 * them side by side, and another session stands for the slow step.
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer({ WEBHOOKS_ALLOW_LOCAL: 'true' })
  host = await createHost(server, { name: 'Token Host' })
}, 60_000)
afterAll(() => server.stop())

async function newToken(name: string) {
  const made = await host.client.post<TokenCreatedDto>('/api/tokens', { name, scopes: ['webhooks:manage'] })
  expect(made.status).toBe(201)
  return made.body
}

async function endpointNow(id: string | number) {
  return (await host.client.get<WebhookDto[]>('/api/webhooks')).body.find((hook) => hook.id === id)
}

describe('a token revoked while a webhook write made with it is under way', () => {
  it('turns off the endpoint the write pointed somewhere, when the write goes first', async () => {
    const token = await newToken('Pointing token')
    const made = await host.client.post<WebhookCreatedDto>('/api/webhooks', {
      url: 'http://127.0.0.1:9/host-own',
      events: ['registration.created'],
    })
    expect(made.status).toBe(201)
    const repoint = () =>
      bearer(server.url, token.token, 'PATCH', `/api/webhooks/${made.body.id}`, { url: 'http://127.0.0.1:9/leaker' })
    const revoke = () => host.client.delete(`/api/tokens/${token.id}`)

    if (!testsOnPostgres()) {
      expect((await repoint()).status).toBe(200)
      expect((await revoke()).status).toBe(200)
    } else {
      // The endpoint's row held by another session: the write, its token already checked, waits
      // there as it would for a slow DNS answer, and the revoke arrives meanwhile.
      const uri = testDatabaseUri(server.dir)
      const other = new pg.Client({ connectionString: uri })
      await other.connect()
      try {
        await other.query('BEGIN')
        await other.query('SELECT id FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [made.body.id])
        const repointing = repoint()
        await waitFor(async () => (await sessionsWaitingForLocks(uri)) >= 1, 10_000, 'the write waiting')
        let revoked = false
        const revoking = revoke().finally(() => {
          revoked = true
        })
        // The revoke waits for the write (its token row), or, without that turn, is done at once.
        await waitFor(async () => revoked || (await sessionsWaitingForLocks(uri)) >= 2, 10_000, 'the revoke done or waiting')
        await other.query('COMMIT')
        expect((await repointing).status).toBe(200)
        expect((await revoking).status).toBe(200)
      } finally {
        await other.end()
      }
    }
    expect(await endpointNow(made.body.id)).toMatchObject({
      url: 'http://127.0.0.1:9/leaker',
      enabled: false,
      disabledReason: webhookReasons.tokenRevoked(),
    })
  }, 60_000)

  it('refuses to switch back on an endpoint the revoke turned off, when the revoke goes first', async () => {
    const token = await newToken('Switching token')
    const made = await bearer<WebhookCreatedDto>(server.url, token.token, 'POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/made-by-token',
      events: ['registration.created'],
    })
    expect(made.status).toBe(201)
    const switchOn = () => bearer(server.url, token.token, 'PATCH', `/api/webhooks/${made.body.id}`, { enabled: true })

    let answered
    if (!testsOnPostgres()) {
      expect((await host.client.delete(`/api/tokens/${token.id}`)).status).toBe(200)
      answered = await switchOn()
    } else {
      // The revoke's unit written and not yet committed (what collections/ApiTokens.ts does):
      // the request's token check at the door still sees the token.
      answered = await actWhileUncommitted(
        testDatabaseUri(server.dir),
        [
          ['UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [token.id]],
          [
            'UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2 WHERE made_with_token = $1',
            [String(token.id), webhookReasons.tokenRevoked()],
          ],
          ['DELETE FROM api_tokens WHERE id = $1', [token.id]],
        ],
        switchOn,
      )
    }
    expect(answered.status).toBe(401)
    expect(await endpointNow(made.body.id)).toMatchObject({ enabled: false, disabledReason: webhookReasons.tokenRevoked() })
  }, 60_000)
})
