import type { Payload } from 'payload'

interface Kept<T> {
  version: string
  at: number
  value: Promise<T>
}

/**
 * The door's answers and rows as a team's phones share them (./doorRows.ts, ./checkIns.ts,
 * ./snapshot.ts): one made per key is given to every caller while its `version` is the one it
 * was made under and `lifetimeMs` has not passed (writes by another instance are not seen: the
 * lifetime bounds them). A failed one is not kept, and none is kept past its lifetime, so a
 * closed door's people do not stay in memory.
 */
export function keptBriefly<T>(lifetimeMs: number) {
  const kept = new WeakMap<Payload, Map<string, Kept<T>>>()
  return (payload: Payload, key: string, version: string, make: () => Promise<T>): Promise<T> => {
    let byKey = kept.get(payload)
    if (!byKey) kept.set(payload, (byKey = new Map<string, Kept<T>>()))
    const found = byKey.get(key)
    if (found && found.version === version && Date.now() - found.at < lifetimeMs) return found.value
    const entry = { version, at: Date.now(), value: make() }
    byKey.set(key, entry)
    const drop = () => byKey.get(key) === entry && byKey.delete(key)
    entry.value.catch(drop)
    setTimeout(drop, lifetimeMs).unref()
    return entry.value
  }
}
