import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/** A fixed-duration load from autocannon, summarised. */
export async function load(url: string, { connections = 50, seconds = 8, headers = {} } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** Latency percentile (ms) of a list of samples. */
export function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
