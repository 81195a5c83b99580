/**
 * A value loaded on demand and kept for a short time; concurrent readers share one load.
 * `drop()` forgets it at once (after a write in this process).
 */
export function ttlValue<T>(load: () => Promise<T>, lifetimeMs: number) {
  let cached: { at: number; value: T } | null = null
  let loading: Promise<T> | null = null
  return {
    async get(): Promise<T> {
      if (cached && Date.now() - cached.at < lifetimeMs) return cached.value
      loading ??= load()
        .then((value) => {
          cached = { at: Date.now(), value }
          return value
        })
        .finally(() => {
          loading = null
        })
      return loading
    },
    /** The value if it is loaded and still fresh, without loading it (the synchronous fast path). */
    peek(): T | undefined {
      return cached && Date.now() - cached.at < lifetimeMs ? cached.value : undefined
    },
    drop() {
      cached = null
    },
  }
}
