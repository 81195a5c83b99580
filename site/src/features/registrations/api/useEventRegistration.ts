import { useEffect, useState } from 'react'
import { ApiError } from '@site/lib/api'
import { forgetRegistration, rememberedManageUrl, rememberRegistration, tokenOfManageUrl } from '../lib/rememberedRegistration'
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
  /** A registration just made on this page. */
  record: (result: RegistrationResultDto) => void
  /** Shows the form again (registering someone else on this device). */
  forget: () => void
}

/**
 * The registration this browser holds for an event: the one just made, or one remembered from an
 * earlier visit and checked with the server (a cancelled or replaced one is forgotten).
 */
export function useEventRegistration(eventId: Id): EventRegistration {
  const [manageUrl, setManageUrl] = useState(() => rememberedManageUrl(eventId))
  const [made, setMade] = useState<RegistrationResultDto | null>(null)
  const token = tokenOfManageUrl(manageUrl)
  const managed = useManagedRegistration(token ?? undefined)
  const stored = managed.data?.registration
  const gone = (managed.error instanceof ApiError && managed.error.status === 404) || (stored && stored.status !== 'registered')

  // A cancelled or replaced registration is forgotten by this browser (the page already ignores it).
  useEffect(() => {
    if (gone) forgetRegistration(eventId)
  }, [gone, eventId])

  const person = made ? { id: made.id, name: made.name, email: made.email } : stored && !gone ? stored : null
  return {
    registered: made !== null || (stored?.status === 'registered' && !gone),
    checking: made === null && token !== null && managed.isLoading,
    person: person ? { id: person.id, name: person.name, email: person.email } : null,
    manageUrl: made ? (made.manageUrl ?? null) : gone ? null : manageUrl,
    checkInUrl: stored?.status === 'registered' ? (stored.checkInUrl ?? null) : null,
    wallet: stored?.status === 'registered' ? managed.data?.wallet : undefined,
    record: (result) => {
      setMade(result)
      if (result.manageUrl) {
        rememberRegistration(eventId, result.manageUrl)
        setManageUrl(result.manageUrl)
      }
    },
    forget: () => {
      forgetRegistration(eventId)
      setManageUrl(null)
      setMade(null)
    },
  }
}
