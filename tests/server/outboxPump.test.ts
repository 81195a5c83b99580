import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { KICK_QUIET_MS, KICK_WAIT_MAX_MS, outboxPump, type OutboxPump } from '../../cms/lib/outboxPump'

/**
 * When an outbox's rows go out (cms/lib/outboxPump.ts): after a pause in commits and in requests,
 * so the rush that wrote them is answered first, and at most 5 s after a kick however busy the
 * site stays. Fake timers: the pump is plain timers around `drainOnce`.
 */
describe('the outbox pump', () => {
  let drains: number
  let answering: boolean
  let pump: OutboxPump
  /** A pump whose rounds only count themselves, asking `answering` as the server's email pump does. */
  const countingPump = (pollMs: number) =>
    outboxPump({
      drainOnce: () => {
        drains++
        return Promise.resolve(false)
      },
      onError: (err) => {
        throw err
      },
      pollMs,
      answering: () => answering,
    })
  beforeEach(() => {
    jest.useFakeTimers()
    drains = 0
    answering = false
    pump = countingPump(60_000)
  })
  afterEach(async () => {
    await pump.stop()
    jest.useRealTimers()
  })

  it('sends a lone change right after the pause in commits', async () => {
    pump.kick()
    await jest.advanceTimersByTimeAsync(KICK_QUIET_MS - 1)
    expect(drains).toBe(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(drains).toBe(1)
  })

  it('holds the rows while requests are being answered, and sends them once they pause', async () => {
    answering = true
    pump.kick()
    await jest.advanceTimersByTimeAsync(2_000)
    expect(drains).toBe(0)
    answering = false
    await jest.advanceTimersByTimeAsync(KICK_QUIET_MS)
    expect(drains).toBe(1)
  })

  it('sends within 5 s of a kick on a site that never pauses', async () => {
    answering = true
    pump.kick()
    await jest.advanceTimersByTimeAsync(KICK_WAIT_MAX_MS - 1)
    expect(drains).toBe(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(drains).toBe(1)
  })

  it('holds each row of a drain under way while requests are being answered, at most 5 s', async () => {
    const sent: number[] = []
    await pump.stop()
    pump = outboxPump({
      drainOnce: async () => {
        for (let row = 0; row < 3; row++) {
          await pump.yieldToRequests()
          sent.push(Date.now())
        }
        return false
      },
      onError: (err) => {
        throw err
      },
      pollMs: 60_000,
      answering: () => answering,
    })
    const started = Date.now()
    const drained = pump.drain()
    await jest.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(3)
    // A rush arrives while the next drain goes: its rows wait for a pause in requests...
    answering = true
    const next = pump.drain()
    await jest.advanceTimersByTimeAsync(1_000)
    expect(sent).toHaveLength(3)
    answering = false
    await jest.advanceTimersByTimeAsync(KICK_QUIET_MS)
    expect(sent).toHaveLength(6)
    // ...but on a site that never pauses they go on after 5 s held.
    answering = true
    void pump.drain()
    await jest.advanceTimersByTimeAsync(KICK_WAIT_MAX_MS - KICK_QUIET_MS)
    expect(sent).toHaveLength(6)
    await jest.advanceTimersByTimeAsync(KICK_QUIET_MS)
    expect(sent).toHaveLength(9)
    expect(sent[8] - started).toBeLessThan(1_000 + 2 * KICK_QUIET_MS + KICK_WAIT_MAX_MS)
    await Promise.all([drained, next])
  })

  it('holds a poll while requests are being answered, as a kick', async () => {
    await pump.stop()
    pump = countingPump(1_000)
    answering = true
    await jest.advanceTimersByTimeAsync(1_000 + KICK_QUIET_MS * 10)
    expect(drains).toBe(0)
    answering = false
    await jest.advanceTimersByTimeAsync(KICK_QUIET_MS)
    expect(drains).toBe(1)
  })
})
