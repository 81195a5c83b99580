import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { LOOKUP_TIMEOUT_MS, resolveTarget } from '../../cms/modules/webhooks/targets'
import { webhookReasons } from '../../contract/webhookReasons'

/**
 * A webhook's name server that stops answering (cms/modules/webhooks/targets.ts): the attempt ends
 * as a delivery that timed out would, well inside its lease, instead of waiting on the system's
 * resolver. The resolver given here never answers, or answers at once; fake timers stand in for
 * the 10 s.
 */
describe("a webhook's address", () => {
  afterEach(() => {
    jest.useRealTimers()
  })

  it('is refused with "no answer" when its name server does not answer in time', async () => {
    jest.useFakeTimers()
    let settled = false
    const attempt = resolveTarget('https://hooks.example/in', false, () => new Promise(() => undefined)).finally(() => {
      settled = true
    })
    const refusal = expect(attempt).rejects.toThrow(webhookReasons.noAnswer(10))
    await jest.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    await refusal
  })

  it('is the checked address when the name answers, and refused when it does not resolve', async () => {
    const answered = await resolveTarget('https://hooks.example/in', false, () =>
      Promise.resolve([{ address: '93.184.215.14', family: 4 }]),
    )
    expect([answered.address, answered.family]).toEqual(['93.184.215.14', 4])
    await expect(resolveTarget('https://hooks.example/in', false, () => Promise.reject(new Error('ENOTFOUND')))).rejects.toThrow(
      webhookReasons.unresolved('hooks.example'),
    )
    await expect(
      resolveTarget('https://hooks.example/in', false, () => Promise.resolve([{ address: '10.0.0.8', family: 4 }])),
    ).rejects.toThrow(webhookReasons.notPublic('hooks.example', '10.0.0.8'))
  })
})
