import { getHeapStatistics } from 'node:v8'
import { collectWhenQuiet, type QuietCollection } from '../../cms/lib/quietGarbage'
import { collectMajorGarbage } from '../../cms/lib/startupGarbage'

/**
 * The memory a busy spell grew is given back once the server is quiet (cms/lib/quietGarbage.ts):
 * once per spell, never while requests keep arriving, never for light traffic. Resident memory
 * is stood in for by a number the test sets, and the collection is counted.
 */
const MB = 2 ** 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function server() {
  let rss = 200 * MB
  const collections: QuietCollection[] = []
  const quiet = collectWhenQuiet({
    quietMs: 100,
    busyRequests: 20,
    rss: () => rss,
    // What a full collection does to resident memory here: back to where it stood.
    collect: () => (rss = 200 * MB),
    onCollected: (collection) => collections.push(collection),
  })
  return {
    quiet,
    collections,
    grow: (mb: number) => (rss += mb * MB),
    /** `count` requests, one every 10 ms. */
    requests: async (count: number) => {
      for (let i = 0; i < count; i++) {
        quiet.noteRequest()
        await sleep(10)
      }
    },
  }
}

describe('the memory of a busy spell, given back once quiet', () => {
  test('a busy spell is collected once the server has been quiet, and only once', async () => {
    const { quiet, collections, grow, requests } = server()
    grow(130)
    await requests(30)
    expect(collections).toEqual([]) // never while requests arrive
    await sleep(250)
    expect(collections).toHaveLength(1)
    expect(collections[0]).toMatchObject({ rssBefore: 330 * MB, rssAfter: 200 * MB })
    await sleep(300)
    await requests(5)
    await sleep(300)
    expect(collections).toHaveLength(1) // a few requests since are no new spell
    quiet.stop()
  })

  test('light traffic, quiet between its requests, never collects', async () => {
    const { quiet, collections, grow, requests } = server()
    grow(40)
    for (let check = 0; check < 6; check++) {
      await requests(3)
      await sleep(150) // quiet long enough each time, but never a spell's worth of requests
    }
    expect(collections).toEqual([])
    quiet.stop()
  })

  test('the next spell is collected again', async () => {
    const { quiet, collections, grow, requests } = server()
    grow(100)
    await requests(25)
    await sleep(250)
    grow(90)
    await requests(25)
    await sleep(250)
    expect(collections.map((collection) => collection.rssBefore / MB)).toEqual([300, 290])
    quiet.stop()
  })

  test('the full collection itself frees what is no longer reachable', () => {
    let garbage: number[][] | null = Array.from({ length: 200 }, () => Array.from({ length: 20_000 }, (_, i) => i))
    const withGarbage = getHeapStatistics().used_heap_size
    expect(garbage.length).toBe(200)
    garbage = null
    collectMajorGarbage()
    expect(withGarbage - getHeapStatistics().used_heap_size).toBeGreaterThan(20 * MB)
  })
})
