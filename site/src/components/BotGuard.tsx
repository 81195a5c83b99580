import { useId, useRef, useState, type RefObject } from 'react'
import styled from 'styled-components'
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

export interface BotGuardState {
  /** When the form was rendered, ms since the epoch. */
  startedAt: number
  honeypot: RefObject<HTMLInputElement | null>
}

/** One per form: remembers when it was first rendered and holds the honeypot input. */
export function useBotGuard(): BotGuardState {
  const [startedAt] = useState(() => Date.now())
  const honeypot = useRef<HTMLInputElement>(null)
  return { startedAt, honeypot }
}

/** The two fields every public form sends with its own (contract/botGuard.ts). */
export function botGuardFields(guard: BotGuardState): Required<BotGuardFields> {
  // Elapsed time on one clock (the browser's): a wrong clock cannot make a person look quick.
  return { website: guard.honeypot.current?.value ?? '', formFillMs: Math.max(0, Date.now() - guard.startedAt) }
}

/** The honeypot: hidden from people and assistive technology, out of the tab order. */
export function BotGuard({ guard: { honeypot } }: { guard: BotGuardState }) {
  const id = useId()
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input ref={honeypot} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </Trap>
  )
}
