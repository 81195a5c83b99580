import { useId, useState } from 'react'
import styled from 'styled-components'
import { badgesPath, type badgePaper, type badgeWho } from '@contract/badges'
import { Button } from '@site/components/Button'
import { Select } from '@site/components/FormField'
import { useAction } from '@site/hooks/useAction'
import { apiDownload } from '@site/lib/api'
import { badgesPdfName, saveBlob } from '@site/lib/files'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import type { Id } from '@contract/types'

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  label {
    font-size: 0.875rem;
  }
  select {
    width: auto;
    min-height: 36px;
    padding-block: 4px;
  }
`

/**
 * "Print badges": the event's name badges as a PDF (docs/product.md "Name badges"), on Letter
 * or A4 paper, saved as a file to print. `who="checkedIn"` reprints for the people already in.
 */
export function PrintBadges({ eventId, who = 'registered' }: { eventId: Id; who?: (typeof badgeWho)[number] }) {
  const paperId = useId()
  const [paper, setPaper] = useState<(typeof badgePaper)[number]>('letter')
  const print = useAction(async () => {
    try {
      saveBlob(await apiDownload(badgesPath(eventId, { who, paper }), 'application/pdf'), badgesPdfName(eventId))
    } catch (cause) {
      notify.error(i18n._('Failed to print badges'), errorDetail(cause))
    }
  })
  return (
    <Group>
      <label htmlFor={paperId}>{i18n._('Paper')}</label>
      <Select id={paperId} value={paper} onChange={(change) => setPaper(change.target.value === 'a4' ? 'a4' : 'letter')}>
        <option value="letter">{i18n._('Letter')}</option>
        <option value="a4">{i18n._('A4')}</option>
      </Select>
      <Button $variant="secondary" $size="sm" onClick={() => void print.run()} disabled={print.pending}>
        {print.pending
          ? i18n._('Preparing...')
          : who === 'checkedIn'
            ? i18n._('Print badges (checked in)')
            : i18n._('Print badges')}
      </Button>
    </Group>
  )
}
