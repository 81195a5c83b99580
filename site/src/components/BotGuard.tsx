import { useContext, useId, useRef, useState, type RefObject } from 'react'
import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { BotGuardMinFill } from './BotGuardMinFill'
import type { BotGuardFields } from '@contract/botGuard'

/** Off-screen rather than display:none, which simple scripts skip; people never reach it. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A little past the server's minimum, so rounding never lands a person just under it. */
const MARGIN_MS = 50

// The context lives in a file of its own: the providers need it on every page, the guard only the forms.
export { BotGuardMinFill }

export interface BotGuardState {
  /** When the form was first rendered, on the page's monotonic clock (`performance.now()`). */
  startedAt: number
  /** How long the form must have been open before it is sent. */
  minFillMs: number
  honeypot: RefObject<HTMLInputElement | null>
}

/** One per form: remembers when it was first rendered and holds the honeypot input. */
export function useBotGuard(): BotGuardState {
  const [startedAt] = useState(() => performance.now())
  const minFillMs = useContext(BotGuardMinFill)
  const honeypot = useRef<HTMLInputElement>(null)
  return { startedAt, minFillMs, honeypot }
}

/** Milliseconds the form has been open; a monotonic clock, so a changed wall clock cannot make a person look quick. */
const openFor = (guard: BotGuardState) => Math.max(0, Math.round(performance.now() - guard.startedAt))

/**
 * The two fields every public form sends with its own (contract/botGuard.ts), once the form has
 * been open long enough. A person who submits sooner (autofill and a tap) is not refused: the
 * form waits out the remaining time itself, showing its pending state, and then sends
 * (docs/decisions.md).
 */
export async function botGuardFields(guard: BotGuardState): Promise<Required<BotGuardFields>> {
  const remaining = guard.minFillMs > 0 ? guard.minFillMs + MARGIN_MS - openFor(guard) : 0
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
  return { website: guard.honeypot.current?.value ?? '', formFillMs: openFor(guard) }
}

/** The honeypot: hidden from people and assistive technology, out of the tab order. */
export function BotGuard({ guard: { honeypot } }: { guard: BotGuardState }) {
  const id = useId()
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>{i18n._('Leave this empty')}</label>
      <input ref={honeypot} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  )
}
