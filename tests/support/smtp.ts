import { SMTPServer } from 'smtp-server'
import PostalMime, { type Email } from 'postal-mime'

export interface CapturedMail extends Email {
  envelopeTo: string[]
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpServer(port = 0) {
  const received: CapturedMail[] = []
  const waiters: (() => void)[] = []
  // While held, a message is read but not yet answered: its sender has not had it delivered.
  let held: Promise<void> | null = null
  // Addresses whose next message is refused once with a temporary failure (451), as a busy server does.
  const refuseOnce = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A client that never says QUIT (a server killed in a test) does not hold close() for smtp-server's 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        await held
        const refused = session.envelope.rcptTo.find((rcpt) => refuseOnce.delete(rcpt.address))
        if (refused) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        const parsed = await PostalMime.parse(Buffer.concat(chunks))
        received.push({ ...parsed, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  // A server the test kills mid-session (kill -9, the multi-instance tests) resets its connection:
  // smtp-server reports that as an 'error' event, which unheard would fail the whole test file.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as { port: number }
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** Resolves with the first message that matches, waiting for it to arrive. */
    async waitFor(match: (mail: CapturedMail) => boolean, timeoutMs = 30_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(match)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no matching mail; received: ${received.map((m) => m.subject).join(' | ')}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    /**
     * Withholds the answer to every message while `work` runs: what a queue writes meanwhile
     * stays unsent (its row keeps its data, cms/mail/queue.ts) for the test to read.
     */
    async holding<T>(work: () => Promise<T>): Promise<T> {
      let release = () => {}
      held = new Promise<void>((resolve) => (release = resolve))
      try {
        return await work()
      } finally {
        held = null
        release()
      }
    },
    /** The next message to `address` is refused with 451 (a temporary failure: the sender retries it). */
    refuseNextTo(address: string) {
      refuseOnce.add(address)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
