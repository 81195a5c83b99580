import http from 'node:http'
import { describe, expect, it } from '@jest/globals'
import { requestActivity } from '../../cms/lib/requestActivity'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the outboxes wait for (cms/lib/requestActivity.ts): a request under way, or one that arrived in the last 50 ms. */
describe('request activity', () => {
  it('counts a request from its arrival to its answer, and a rush between two arrivals', async () => {
    const activity = requestActivity()
    let lastAnswersEnded = 0
    activity.onNoneInFlight(() => lastAnswersEnded++)
    let answer = null as (() => void) | null
    let rightAfterAnswer: boolean | null = null
    const server = http.createServer(
      activity.count((req, res) => {
        if (req.url === '/slow') answer = () => res.end('late')
        else res.end('at once', () => setImmediate(() => (rightAfterAnswer = activity.answering())))
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    try {
      expect(activity.answering()).toBe(false)
      await (await fetch(`${url}/fast`)).text()
      // Answered, but the next phone of a rush may be 50 ms behind.
      while (rightAfterAnswer === null) await pause(5)
      expect(rightAfterAnswer).toBe(true)
      await pause(80)
      expect(activity.answering()).toBe(false)

      const slow = fetch(`${url}/slow`).then((response) => response.text())
      while (!answer) await pause(5)
      await pause(120)
      expect(activity.answering()).toBe(true)
      expect([activity.inFlight(), lastAnswersEnded]).toEqual([1, 1])
      answer?.()
      expect(await slow).toBe('late')
      // The last answer in progress ended: a stopping server closes its sockets then (cms/http/inFlight.ts).
      while (lastAnswersEnded < 2) await pause(5)
      expect(activity.inFlight()).toBe(0)
      await pause(80)
      expect(activity.answering()).toBe(false)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
