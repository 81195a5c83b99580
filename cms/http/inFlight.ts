import type http from 'node:http'

/**
 * Stopping the listener without cutting anyone off: `server.close()` ends idle sockets, but a
 * socket whose request was answered while its body was still arriving (a refused upload) is
 * neither idle nor answering, and would hold the close for as long as keep-alive lasts
 * (cms/server.ts keeps sockets 125 s). So the server counts answers in progress, and once
 * stopping and none is left, every remaining socket is closed.
 */
export function stopWhenAnswered(server: http.Server) {
  let answering = 0
  let stopping = false
  const closeRest = () => {
    if (stopping && answering === 0) server.closeAllConnections()
  }
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    answering++
    res.once('close', () => {
      answering--
      closeRest()
    })
  })
  return {
    /** Stops listening; resolves once every socket is closed (answers in progress finish first). */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        stopping = true
        server.closeIdleConnections()
        closeRest()
      }),
  }
}
