import { getHeapStatistics } from 'node:v8'
import { collectWhenQuiet, type QuietCollection } from '../../cms/lib/quietGarbage'
import { collectAllGarbage } from '../../cms/lib/garbage'

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
    const { quiet, collections, requests } = server()
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

  test('the collection frees what is no longer reachable and gives its memory back at once', () => {
    // Many small objects, as a rush leaves behind: a plain major collection frees them too, but
    // keeps their pages resident (checked: this test fails with one).
    let garbage: { id: number; name: string }[][] | null = Array.from({ length: 400 }, (_, batch) =>
      Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `person ${batch}-${i}` })),
    )
    const heapWithGarbage = getHeapStatistics().used_heap_size
    const residentWithGarbage = process.memoryUsage.rss()
    expect(garbage.length).toBe(400)
    garbage = null
    collectAllGarbage()
    expect(heapWithGarbage - getHeapStatistics().used_heap_size).toBeGreaterThan(40 * MB)
    expect(residentWithGarbage - process.memoryUsage.rss()).toBeGreaterThan(40 * MB)
  })
})
