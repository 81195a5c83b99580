import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP sink that only counts (no parsing), so the mail rows' figure is the queue's, not
 * the sink's. It runs in its own process (bench/mail.ts forks it), as a real mail server would:
 * in the bench's process its work on 10,000 messages shared the event loop that times the
 * registrations, and their latencies counted the sink's turns.
 */
let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => {
      received++
      callback()
    })
  },
})
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.server.address() as { port: number }).port })
})
// The bench asks; the sink answers with its count. A disconnect (the bench's close) ends it.
process.on('message', () => process.send!({ received }))
process.on('disconnect', () => server.close(() => process.exit(0)))
