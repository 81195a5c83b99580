import { lazy, Suspense, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { WalkInForm } from './WalkInForm'
import type { ScanOutcome } from '../hooks/useCheckIns'
import type { CheckInEndpoints } from '../api/checkIns'
import type { CheckInResult } from '@contract/door'

// The QR decoder loads when the scanner first opens, not with the list a phone waits for.
const QrScanner = lazy(() => import('./QrScanner').then((module) => ({ default: module.QrScanner })))

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > button {
    flex: 1 1 140px;
    min-height: 44px;
  }
`

export interface ScanAndWalkInProps {
  endpoints: CheckInEndpoints
  onScan: (text: string) => Promise<void>
  /** What the last scan answered. */
  scanOutcome: ScanOutcome | null
  onWalkIn: (result: CheckInResult) => void
  /** The walk-in is registered already: find them by name in the list. */
  onFindByName: (name: string) => void
  /** No network: a walk-in is a new registration the server must make, so the button says so instead. */
  offline?: boolean
}

/** The door's "Scan QR code" and "Add walk-in": each opens its tool below the buttons. */
export function ScanAndWalkIn({ endpoints, onScan, scanOutcome, onWalkIn, onFindByName, offline = false }: ScanAndWalkInProps) {
  const [scanning, setScanning] = useState(false)
  const [walkIn, setWalkIn] = useState(false)
  return (
    <>
      <Toolbar>
        <Button onClick={() => setScanning((open) => !open)} aria-expanded={scanning}>
          {scanning ? i18n._('Stop scanning') : i18n._('Scan QR code')}
        </Button>
        {offline ? (
          <Button $variant="secondary" disabled>
            {i18n._('Walk-ins need a network')}
          </Button>
        ) : (
          <Button $variant="secondary" onClick={() => setWalkIn((open) => !open)} aria-expanded={walkIn}>
            {i18n._('Add walk-in')}
          </Button>
        )}
      </Toolbar>
      {scanning && (
        <Suspense fallback={<Spinner label={i18n._('Starting the scanner...')} showLabel />}>
          <QrScanner onCode={(text) => void onScan(text)} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {scanOutcome && (
        <Alert tone={scanOutcome.tone === 'error' ? 'error' : scanOutcome.tone === 'success' ? 'success' : 'info'}>
          {scanOutcome.text}
        </Alert>
      )}
      {walkIn && !offline && (
        <WalkInForm
          endpoints={endpoints}
          onAdded={(result) => {
            setWalkIn(false)
            onWalkIn(result)
          }}
          onAlreadyRegistered={(name) => {
            setWalkIn(false)
            onFindByName(name)
          }}
          onClose={() => setWalkIn(false)}
        />
      )}
    </>
  )
}
