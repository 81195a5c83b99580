/**
 * A minimal DevTools-protocol client for a server started with `--inspect=127.0.0.1:<port>`:
 * forced garbage collection, heap usage and heap snapshots summarised by constructor, so the
 * soak can say what a growing heap holds (Node's global WebSocket; no extra dependency).
 */
export interface HeapSummary {
  /** Live bytes and object count per "type:name" (constructor, closure, string kind...). */
  byName: Map<string, { count: number; bytes: number }>
  totalBytes: number
}

export async function connectInspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let nextId = 1
  const pending = new Map<number, (result: unknown) => void>()
  const listeners = new Map<string, (params: unknown) => void>()
  socket.addEventListener('message', (message: MessageEvent<string>) => {
    const data = JSON.parse(message.data) as { id?: number; result?: unknown; method?: string; params?: unknown }
    if (data.id !== undefined) pending.get(data.id)?.(data.result)
    else if (data.method) listeners.get(data.method)?.(data.params)
  })
  const call = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++
      pending.set(id, (result) => {
        pending.delete(id)
        resolve(result as T)
      })
      socket.send(JSON.stringify({ id, method, params }))
    })

  return {
    /** Heap in use right after a full collection, in MB. */
    async heapAfterGcMb(): Promise<number> {
      await call('HeapProfiler.collectGarbage')
      const usage = await call<{ usedSize: number }>('Runtime.getHeapUsage')
      return usage.usedSize / 2 ** 20
    },
    /** A heap snapshot after a full collection, summarised by node type and name. */
    async heapSummary(): Promise<HeapSummary> {
      await call('HeapProfiler.enable')
      await call('HeapProfiler.collectGarbage')
      const chunks: string[] = []
      listeners.set('HeapProfiler.addHeapSnapshotChunk', (params) => chunks.push((params as { chunk: string }).chunk))
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
      listeners.delete('HeapProfiler.addHeapSnapshotChunk')
      return summarise(chunks.join(''))
    },
    close: () => socket.close(),
  }
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}

function summarise(json: string): HeapSummary {
  const { snapshot, nodes, strings } = JSON.parse(json) as Snapshot
  const fields = snapshot.meta.node_fields
  const [typeNames] = snapshot.meta.node_types
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const byName = new Map<string, { count: number; bytes: number }>()
  let totalBytes = 0
  for (let i = 0; i < nodes.length; i += width) {
    const type = typeNames[nodes[i + typeAt]]
    // Strings and code are grouped by kind, objects by constructor or function name.
    const name = type === 'object' || type === 'closure' ? strings[nodes[i + nameAt]] : ''
    const key = `${type}:${name.slice(0, 80)}`
    const bytes = nodes[i + sizeAt]
    const entry = byName.get(key) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += bytes
    byName.set(key, entry)
    totalBytes += bytes
  }
  return { byName, totalBytes }
}

/** What grew between two summaries, largest growth first. */
export function heapGrowth(early: HeapSummary, late: HeapSummary, top = 8) {
  return [...late.byName]
    .map(([name, { count, bytes }]) => {
      const before = early.byName.get(name) ?? { count: 0, bytes: 0 }
      return { name, count: count - before.count, bytes: bytes - before.bytes }
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
}
