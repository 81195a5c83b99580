import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import type { Connection } from './useOfflineDoor'

const Line = styled.p<{ $offline: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 8px 12px;
  border-radius: ${theme.radius.md};
  /* Offline is how a basement works, not an error: calm colours (issue 54). */
  border: 1px solid ${({ $offline }) => ($offline ? theme.colors.infoBorder : theme.colors.successBorder)};
  background: ${({ $offline }) => ($offline ? theme.colors.infoSurface : theme.colors.successSurface)};
  color: ${({ $offline }) => ($offline ? theme.colors.ink : theme.colors.success)};
`

const Kept = styled.span`
  flex-basis: 100%;
  font-size: 0.9375rem;
`

const Device = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`

/** Where the door stands: `Offline · N waiting`, `Syncing · N waiting` while an upload is due, `All synced`. */
export function doorStatusText(connection: Connection, waiting: number): string {
  if (connection === 'offline') return i18n._('Offline · {waiting} waiting', { waiting })
  return waiting > 0 ? i18n._('Syncing · {waiting} waiting', { waiting }) : i18n._('All synced')
}

/** The door's status line, always shown, with the name this phone uploads its scans under. */
export function DoorStatus({ connection, waiting, device }: { connection: Connection; waiting: number; device: string }) {
  return (
    <Line $offline={connection === 'offline'}>
      <strong role="status" aria-live="polite">
        {doorStatusText(connection, waiting)}
      </strong>
      <Device>{i18n._('This phone: {device}', { device })}</Device>
      {connection === 'offline' && <Kept>{i18n._('Check-ins are kept on this phone and upload by themselves.')}</Kept>}
    </Line>
  )
}
