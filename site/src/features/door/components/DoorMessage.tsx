import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import type { DoorAttendee } from '@contract/door'

/** What the last tap, scan or walk-in at the door did; `undo` offers to take a check-in back. */
export interface DoorNotice {
  tone: 'success' | 'error'
  title: string
  detail?: string
  undo?: DoorAttendee
}

const Region = styled.div`
  &:empty {
    display: none;
  }
`

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`

/**
 * The door's messages in the page's flow, between the search and the list (issue 54): a floating
 * toast covered the next row just as the host reached for it. The line stays until the next
 * action, so a busy door can read it when it looks up; the region is always there, so what
 * arrives is announced.
 */
export function DoorMessage({ notice, onUndo }: { notice: DoorNotice | null; onUndo: (person: DoorAttendee) => void }) {
  return (
    <Region aria-live="polite" data-door-message="">
      {notice && (
        <Alert tone={notice.tone}>
          <Line>
            <span>
              <strong>{notice.title}</strong>
              {notice.detail && <> {notice.detail}</>}
            </span>
            {notice.undo && (
              <Button $size="sm" $variant="secondary" onClick={() => notice.undo && onUndo(notice.undo)}>
                {i18n._('Undo')}
              </Button>
            )}
          </Line>
        </Alert>
      )}
    </Region>
  )
}
