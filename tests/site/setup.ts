import '@testing-library/jest-dom/jest-globals'
import { format } from 'node:util'
import { afterEach, beforeEach, jest } from '@jest/globals'
import { act, configure } from '@testing-library/react'
import { toast } from 'react-hot-toast'

// Two cores shared with other work: a lazy page chunk plus a QR code can take over a second to
// appear. Waiting longer changes no assertion; a test that passes still passes at once.
configure({ asyncUtilTimeout: 5_000 })

/**
 * console.error fails a site test (React's errors and act() warnings arrive there) unless the
 * test said it expects that message with expectConsoleError, and then the message must come.
 */
let allowed: { pattern: RegExp; seen: boolean }[] = []
let unexpected: string[] = []

/** This test expects console.error with a message matching `pattern` (e.g. the API client's "POST /api/x failed:"). */
export function expectConsoleError(pattern: RegExp | string) {
  allowed.push({ pattern: typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern, seen: false })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

beforeEach(() => {
  allowed = []
  unexpected = []
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args)
    const match = allowed.find(({ pattern }) => pattern.test(message))
    if (match) match.seen = true
    else unexpected.push(message)
  })
})

// react-hot-toast keeps its toasts in a module-level store: start every test without any.
afterEach(async () => {
  act(() => toast.remove())
  // The event page remembers this browser's registration (its manage link) in localStorage.
  sessionStorage.clear()
  localStorage.clear()
  // The door keeps its list and queue in IndexedDB (site/src/features/door/offline/doorStore.ts).
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('mpn-door')
    request.onsuccess = request.onerror = request.onblocked = resolve
  })
  const missing = allowed.filter(({ seen }) => !seen).map(({ pattern }) => String(pattern))
  const problems = [
    ...unexpected.map((message) => `console.error was called:\n${message}`),
    ...missing.map((pattern) => `console.error was expected with ${pattern} but never came`),
  ]
  if (problems.length > 0) throw new Error(problems.join('\n\n'))
})
