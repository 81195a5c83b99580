import type http from 'node:http'
import type { RequestActivity } from '../lib/requestActivity'

/**
 * Stopping the listener without cutting anyone off: `server.close()` ends idle sockets, but a
 * socket whose request was answered while its body was still arriving (a refused upload) is
 * neither idle nor answering, and would hold the close for as long as keep-alive lasts
 * (cms/server.ts keeps sockets 125 s). So once stopping and no answer is in progress (the
 * server's handler counts them: cms/lib/requestActivity.ts), every remaining socket is closed.
 */
export function stopWhenAnswered(server: http.Server, activity: RequestActivity) {
  let stopping = false
  const closeRest = () => {
    if (stopping && activity.inFlight() === 0) server.closeAllConnections()
  }
  activity.onNoneInFlight(closeRest)
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
