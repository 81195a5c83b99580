import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { useLatest } from '@site/hooks/useLatest'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Spinner } from '@site/components/Spinner'
import { clockTime } from '@contract/datetime'
import { notify } from '@site/lib/notify'
import { ConflictNotes } from '../offline/ConflictNotes'
import { DoorStatus } from '../offline/DoorStatus'
import { filterPeople, useSearchIndex } from '../lib/search'
import { WalkInForm } from './WalkInForm'
import type { CheckIns, ScanOutcome } from '../hooks/useCheckIns'
import type { CheckInEndpoints } from '../api/checkIns'
import type { Id } from '@contract/types'
import type { CheckInResult, DoorAttendee } from '@contract/door'

// The QR decoder loads when the scanner first opens, not with the list a phone waits for.
const QrScanner = lazy(() => import('./QrScanner').then((module) => ({ default: module.QrScanner })))

/** Rows drawn at once: a phone stays quick with thousands registered; typing narrows the rest. */
export const MAX_ROWS = 100

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > button {
    flex: 1 1 140px;
    min-height: 44px;
  }
`

const SearchLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  input {
    min-height: 48px;
    padding: 10px 12px;
    font-size: 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    width: 100%;
    box-sizing: border-box;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${theme.colors.border};
`

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  border-bottom: 1px solid ${theme.colors.border};
`

const PersonButton = styled.button`
  flex: 1;
  min-width: 0;
  min-height: 56px;
  padding: 8px 4px;
  text-align: left;
  background: none;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`

const Name = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Detail = styled.span<{ $done?: boolean }>`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.inkMuted)};
  overflow-wrap: anywhere;
`

const RowButton = styled(Button)`
  min-height: 44px;
  min-width: 72px;
  flex: none;
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

interface RowProps {
  id: Id
  name: string
  company: string
  checkedInAt: string | null
  /** The door's answers as one line ("Dietary needs: Vegan · Photo consent: Yes"); empty when none. */
  doorNote: string
  timeZone?: string
  onCheckIn: (id: Id) => void
  onUndo: (id: Id) => void
}

// Primitive props only, so a 10-second refresh redraws just the rows that changed.
const PersonRow = memo(function PersonRow({ id, name, company, checkedInAt, doorNote, timeZone, onCheckIn, onUndo }: RowProps) {
  const checkedIn = Boolean(checkedInAt)
  return (
    <Row>
      <PersonButton
        type="button"
        onClick={() => onCheckIn(id)}
        disabled={checkedIn}
        aria-label={checkedIn ? undefined : `Check in ${name} ${company}`}
      >
        {/* The space keeps "name company" two words in the visible text the label must contain. */}
        <Name>{name}</Name> <Detail>{company}</Detail>
        {doorNote && <Detail>{doorNote}</Detail>}
        {checkedInAt && <Detail $done>Checked in {clockTime(new Date(checkedInAt), timeZone)}</Detail>}
      </PersonButton>
      {checkedIn && (
        <RowButton $size="sm" $variant="secondary" onClick={() => onUndo(id)} aria-label={`Undo check-in of ${name}`}>
          Undo
        </RowButton>
      )}
    </Row>
  )
})

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
  const { list, error, status, ready, setCheckedIn, scan, record, alreadyText, timeZone } = checkIns
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const [scanning, setScanning] = useState(false)
  const [walkIn, setWalkIn] = useState(false)
  const [scanOutcome, setScanOutcome] = useState<ScanOutcome | null>(null)
  const index = useSearchIndex(list)
  const matches = useMemo(() => filterPeople(index, deferredSearch), [index, deferredSearch])
  const searchRef = useRef<HTMLInputElement>(null)

  // Row callbacks stay the same function across renders; they look the person up when called.
  const peopleRef = useLatest(list?.attendees)
  const find = useCallback((id: Id) => peopleRef.current?.find((person) => person.id === id), [peopleRef])

  const undo = useCallback(
    async (person: DoorAttendee) => {
      toast.dismiss(`check-in-${person.id}`)
      try {
        await setCheckedIn(person, false)
        notify.success(`Check-in undone: ${person.name}`, undefined, { id: `undo-${person.id}`, duration: 3000 })
      } catch (error) {
        notify.error('Undo failed', error instanceof Error ? error.message : undefined)
      }
    },
    [setCheckedIn],
  )

  const announceCheckIn = useCallback(
    (person: DoorAttendee) => {
      notify.success(
        `Checked in: ${person.name}`,
        <Button $size="sm" $variant="secondary" onClick={() => void undo(person)}>
          Undo
        </Button>,
        { id: `check-in-${person.id}` },
      )
    },
    [undo],
  )

  const onCheckIn = useCallback(
    async (id: Id) => {
      const person = find(id)
      if (!person || person.checkedInAt) return
      try {
        const result = await setCheckedIn(person, true)
        // Another phone at the door may have been quicker.
        if (result?.alreadyCheckedIn)
          notify.success(`${person.name}: ${alreadyText(result.checkedInAt)}`, undefined, { id: `check-in-${person.id}` })
        else announceCheckIn(person)
      } catch (error) {
        notify.error(`Could not check in ${person.name}`, error instanceof Error ? error.message : undefined)
      }
    },
    [find, setCheckedIn, announceCheckIn, alreadyText],
  )

  const onUndo = useCallback(
    (id: Id) => {
      const person = find(id)
      if (person) void undo(person)
    },
    [find, undo],
  )

  const onScan = useCallback(
    async (text: string) => {
      const outcome = await scan(text)
      setScanOutcome(outcome)
      if (outcome.tone === 'success' && outcome.attendee) announceCheckIn(outcome.attendee)
    },
    [scan, announceCheckIn],
  )

  // An entry code opened with the phone's camera app (`/check-in/{code}` → here with `?code=`):
  // checked in as if scanned here, once.
  const codeTaken = useRef(false)
  const listLoaded = list !== undefined && ready
  useEffect(() => {
    if (!initialCode || !listLoaded || codeTaken.current) return
    codeTaken.current = true
    void onScan(initialCode)
  }, [initialCode, listLoaded, onScan])

  const onWalkIn = (result: CheckInResult) => {
    void record(result)
    setWalkIn(false)
    announceCheckIn(result.attendee)
  }

  const findByName = (name: string) => {
    setWalkIn(false)
    setSearch(name)
    searchRef.current?.focus()
  }

  if (!list) {
    if (error) return <Alert tone="error">{error instanceof Error ? error.message : 'Failed to load the list'}</Alert>
    return <Spinner label="Loading the list..." showLabel />
  }

  const shown = matches.slice(0, MAX_ROWS)
  return (
    <Layout>
      <DoorStatus {...status} />
      <Count aria-live="polite" aria-atomic="true">
        {list.checkedIn} of {list.registered} checked in
      </Count>
      <ConflictNotes conflicts={list.conflicts} attendees={list.attendees} timeZone={timeZone} />
      <Toolbar>
        <Button onClick={() => setScanning((open) => !open)} aria-expanded={scanning}>
          {scanning ? 'Stop scanning' : 'Scan QR code'}
        </Button>
        <Button $variant="secondary" onClick={() => setWalkIn((open) => !open)} aria-expanded={walkIn}>
          Add walk-in
        </Button>
      </Toolbar>
      {scanning && (
        <Suspense fallback={<Spinner label="Starting the scanner..." showLabel />}>
          <QrScanner onCode={(text) => void onScan(text)} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {scanOutcome && (
        <Alert tone={scanOutcome.tone === 'error' ? 'error' : scanOutcome.tone === 'success' ? 'success' : 'info'}>
          {scanOutcome.text}
        </Alert>
      )}
      {walkIn && (
        <WalkInForm endpoints={endpoints} onAdded={onWalkIn} onAlreadyRegistered={findByName} onClose={() => setWalkIn(false)} />
      )}
      <SearchLabel>
        Search by name or company
        <input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </SearchLabel>
      {matches.length === 0 ? (
        <Muted>{list.attendees.length === 0 ? 'Nobody is registered yet.' : 'Nobody matches that search.'}</Muted>
      ) : (
        <List aria-label="Attendees">
          {shown.map((person) => (
            <PersonRow
              key={person.id}
              id={person.id}
              name={person.name}
              company={person.company}
              checkedInAt={person.checkedInAt}
              doorNote={(person.doorAnswers ?? []).map((item) => `${item.label}: ${item.answer}`).join(' · ')}
              timeZone={timeZone}
              onCheckIn={onCheckIn}
              onUndo={onUndo}
            />
          ))}
        </List>
      )}
      {matches.length > shown.length && (
        <Muted>
          Showing {shown.length} of {matches.length}. Type a name or company to find the rest.
        </Muted>
      )}
    </Layout>
  )
}
