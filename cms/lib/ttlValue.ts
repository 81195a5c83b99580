/**
 * A value loaded on demand and kept for a short time; concurrent readers share one load.
 * `drop()` forgets it at once (after a write in this process), and a load that started before the
 * drop is neither kept nor joined: it may have read the rows from before that write's commit.
 */
export function ttlValue<T>(load: () => Promise<T>, lifetimeMs: number) {
  let cached: { at: number; value: T } | null = null
  let loading: Promise<T> | null = null
  let generation = 0
  return {
    async get(): Promise<T> {
      if (cached && Date.now() - cached.at < lifetimeMs) return cached.value
      if (loading) return loading
      const started = generation
      const current: Promise<T> = load()
        .then((value) => {
          if (started === generation) cached = { at: Date.now(), value }
          return value
        })
        .finally(() => {
          if (loading === current) loading = null
        })
      loading = current
      return current
    },
    /** The value if it is loaded and still fresh, without loading it (the synchronous fast path). */
    peek(): T | undefined {
      return cached && Date.now() - cached.at < lifetimeMs ? cached.value : undefined
    },
    drop() {
      cached = null
      loading = null
      generation++
    },
  }
}
