import { useEffect, useState } from 'react'
import { ApiError } from '@site/lib/api'
import { forgetRegistration, rememberedManageUrl, tokenOfManageUrl } from '../lib/rememberedRegistration'
import { useManagedRegistration } from './useManagedRegistration'
import type { RegistrationResultDto } from '@contract/registrations'
import type { Id } from '@contract/types'
import type { WalletAvailability } from '@contract/wallet'

export interface EventRegistration {
  /** This browser's registration for the event holds a seat (just made, or remembered and still registered). */
  registered: boolean
  /** A remembered registration is being checked with the server. */
  checking: boolean
  person: { id: Id; name: string; email: string } | null
  manageUrl: string | null
  /** The entry code's URL (what the door scans), once the server has said it. */
  checkInUrl: string | null
  /** Which wallet passes the operator has set up, once the server has said it. */
  wallet?: WalletAvailability
  /** Shows the form again (registering someone else on this device). */
  forget: () => void
}

/**
 * The registration this browser holds for an event: the one just made (`justMade`, carried to
 * the home page after registering), or one remembered from an earlier visit and checked with the
 * server (a cancelled or replaced one is forgotten).
 */
export function useEventRegistration(eventId: Id, justMade: RegistrationResultDto | null = null): EventRegistration {
  const [manageUrl, setManageUrl] = useState(() => justMade?.manageUrl ?? rememberedManageUrl(eventId))
  const [made, setMade] = useState<RegistrationResultDto | null>(justMade)
  const token = tokenOfManageUrl(manageUrl)
  const managed = useManagedRegistration(token ?? undefined)
  const stored = managed.data?.registration
  const gone = (managed.error instanceof ApiError && managed.error.status === 404) || (stored && stored.status !== 'registered')

  // A cancelled or replaced registration is forgotten by this browser (the page already ignores it).
  useEffect(() => {
    if (gone) forgetRegistration(eventId)
  }, [gone, eventId])

  // What was just made stands until the server says otherwise (cancelled since, from another tab).
  const person = gone ? null : (made ?? stored ?? null)
  return {
    registered: !gone && (made !== null || stored?.status === 'registered'),
    checking: made === null && token !== null && managed.isLoading,
    person: person ? { id: person.id, name: person.name, email: person.email } : null,
    manageUrl: made ? (made.manageUrl ?? null) : gone ? null : manageUrl,
    checkInUrl: stored?.status === 'registered' ? (stored.checkInUrl ?? null) : null,
    wallet: stored?.status === 'registered' ? managed.data?.wallet : undefined,
    forget: () => {
      forgetRegistration(eventId)
      setManageUrl(null)
      setMade(null)
    },
  }
}
