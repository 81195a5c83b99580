import { useDeferredValue, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { errorMessage } from '@site/lib/notify'
import { ConflictNotes } from '../offline/ConflictNotes'
import { DoorStatus } from '../offline/DoorStatus'
import { filterPeople, useSearchIndex } from '../lib/search'
import { useCheckInActions } from '../hooks/useCheckInActions'
import { ScanAndWalkIn } from './ScanAndWalkIn'
import { PersonSearch } from './PersonSearch'
import { CheckInList } from './CheckInList'
import { DoorMessage } from './DoorMessage'
import type { CheckIns } from '../hooks/useCheckIns'
import type { CheckInEndpoints } from '../api/checkIns'
import type { CheckInResult } from '@contract/door'

const Layout = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`

const Count = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`

/**
 * The door: a live count, search by name or company, tap to check in, undo, scan entry codes
 * and add walk-ins, with or without a network (`checkIns`, site/src/features/door/offline/). The
 * host's page and a volunteer's door link differ only in `endpoints`.
 */
export function CheckInPanel({
  endpoints,
  checkIns,
  initialCode,
}: {
  endpoints: CheckInEndpoints
  checkIns: CheckIns
  initialCode?: string | null
}) {
  const { list, error, status, record, timeZone } = checkIns
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const index = useSearchIndex(list)
  const matches = useMemo(() => filterPeople(index, deferredSearch), [index, deferredSearch])
  const searchRef = useRef<HTMLInputElement>(null)
  const { onCheckIn, onUndo, undo, onScan, scanOutcome, announceCheckIn, notice } = useCheckInActions(checkIns, initialCode)

  const onWalkIn = (result: CheckInResult) => {
    void record(result)
    announceCheckIn(result.attendee)
  }

  const findByName = (name: string) => {
    setSearch(name)
    searchRef.current?.focus()
  }

  if (!list) {
    if (error) return <Alert tone="error">{errorMessage(error, i18n._('Failed to load the list'))}</Alert>
    return <Spinner label={i18n._('Loading the list...')} showLabel />
  }

  return (
    <Layout>
      <DoorStatus {...status} />
      <Count aria-live="polite" aria-atomic="true">
        {i18n._('{checkedIn} of {registered} checked in', { checkedIn: list.checkedIn, registered: list.registered })}
      </Count>
      <ConflictNotes conflicts={list.conflicts} attendees={list.attendees} timeZone={timeZone} />
      <ScanAndWalkIn
        endpoints={endpoints}
        onScan={onScan}
        scanOutcome={scanOutcome}
        onWalkIn={onWalkIn}
        onFindByName={findByName}
        offline={status.connection === 'offline'}
      />
      <PersonSearch ref={searchRef} value={search} onChange={setSearch} />
      <DoorMessage notice={notice} onUndo={(person) => void undo(person)} />
      <CheckInList
        matches={matches}
        nobodyRegistered={list.attendees.length === 0}
        timeZone={timeZone}
        onCheckIn={onCheckIn}
        onUndo={onUndo}
      />
    </Layout>
  )
}
