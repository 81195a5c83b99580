import { Client } from './client'
import { createAdminUser, createHost, signInMaster } from './actors'
import { startTestServer, type TestServer } from './testServer'

export interface RoleClients {
  server: TestServer
  anonymous: Client
  master: Client
  /** An approved HOST (the owner of the events a test creates with it). */
  owner: Awaited<ReturnType<typeof createHost>>
  /** A second approved HOST, for "not theirs" checks. */
  otherHost: Awaited<ReturnType<typeof createHost>>
  admin: Awaited<ReturnType<typeof createAdminUser>>
}

/** A test server with one signed-in client per row of the spec's role table. */
export async function startWithRoles(env: Parameters<typeof startTestServer>[0] = {}): Promise<RoleClients> {
  const server = await startTestServer(env)
  return {
    server,
    anonymous: new Client(server.url),
    master: await signInMaster(server),
    owner: await createHost(server, { name: 'Owner Host' }),
    otherHost: await createHost(server, { name: 'Other Host' }),
    admin: await createAdminUser(server),
  }
}
