import { describe, it } from '@jest/globals'
import { ciFailure, verdictFor } from './missingTools'

/** A test or a block that needs something this machine may lack (tests/support/missingTools.ts says what becomes of it). */
type Test = (name: string, fn: () => Promise<unknown> | void, timeout?: number) => void
type Block = (name: string, fn: () => void) => void

/** `it` when nothing is missing; otherwise a skip that says why, or under CI a test that fails with it. */
export function itNeeding(missing: string | null, what: string): Test {
  const verdict = verdictFor(missing)
  if (verdict === 'run') return it
  if (verdict === 'skip') {
    console.log(`SKIPPED ${what}: ${missing}`)
    return it.skip
  }
  return (name) =>
    it(name, () => {
      throw new Error(ciFailure(what, missing!))
    })
}

/** `describe` when nothing is missing; otherwise its tests skipped with the reason, or under CI one failing test in its place. */
export function describeNeeding(missing: string | null, what: string): Block {
  const verdict = verdictFor(missing)
  if (verdict === 'run') return describe
  if (verdict === 'skip') {
    console.log(`SKIPPED ${what}: ${missing}`)
    return describe.skip
  }
  return (name) =>
    describe(name, () => {
      it('has what it needs to run', () => {
        throw new Error(ciFailure(what, missing!))
      })
    })
}
