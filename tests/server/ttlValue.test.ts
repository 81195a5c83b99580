import { describe, expect, it } from '@jest/globals'
import { ttlValue } from '../../cms/lib/ttlValue'

/**
 * The public list's copy (cms/modules/events/publicEvents.ts) is a `ttlValue`: a night a host has
 * just set back to draft or deleted must not come back from a load that read the rows before the
 * change committed.
 */
describe('a value kept for a short time', () => {
  /** A loader whose loads end when the test says, each giving the rows as they were when it started. */
  function slowRows() {
    let rows = 'before'
    const pending: (() => void)[] = []
    let loads = 0
    const load = () => {
      loads++
      const read = rows
      return new Promise<string>((resolve) => pending.push(() => resolve(read)))
    }
    return {
      load,
      write: (value: string) => (rows = value),
      finishAll: () => pending.splice(0).forEach((finish) => finish()),
      loads: () => loads,
    }
  }

  it('shares one load between readers and keeps its value', async () => {
    const rows = slowRows()
    const value = ttlValue(rows.load, 60_000)
    const both = Promise.all([value.get(), value.get()])
    rows.finishAll()
    expect(await both).toEqual(['before', 'before'])
    expect(await value.get()).toBe('before')
    expect(rows.loads()).toBe(1)
  })

  it('after a drop, neither keeps nor shares a load that started before it', async () => {
    const rows = slowRows()
    const value = ttlValue(rows.load, 60_000)
    const early = value.get()
    rows.write('after')
    value.drop()
    const late = value.get()
    rows.finishAll()
    // The reader who asked before the change may get the rows from before it; nobody after it does.
    expect(await early).toBe('before')
    expect(await late).toBe('after')
    expect(await value.get()).toBe('after')
    expect(value.peek()).toBe('after')
  })
})
