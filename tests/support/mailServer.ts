import { signInMaster } from './actors'
import { startSmtpServer } from './smtp'
import { startTestServer } from './testServer'

/** A test server whose mail goes to a local SMTP sink, with the master admin signed in. */
export async function startServerWithMail(overrides: Record<string, string> = {}) {
  const smtp = await startSmtpServer()
  const server = await startTestServer({ SMTP_URL: smtp.url, EMAIL_FROM: 'Makers Pub Night <events@example.com>', ...overrides })
  return { smtp, server, master: await signInMaster(server) }
}

export async function stopServerWithMail({ smtp, server }: Partial<Awaited<ReturnType<typeof startServerWithMail>>>) {
  await server?.stop()
  await smtp?.close()
}
