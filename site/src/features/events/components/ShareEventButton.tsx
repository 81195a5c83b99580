import { useState } from 'react'
import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { paths } from '@site/config/paths'
import { notify } from '@site/lib/notify'
import { absoluteUrl, shareLink } from '@site/lib/share'
import type { EventDto } from '@contract/types'

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`

const Status = styled.span`
  font-size: 0.9375rem;
  color: ${theme.colors.inkMuted};
`

/**
 * "Share": the phone's share sheet (Web Share API) with the event's link, or a copy of the
 * link where there is none (a desktop browser), said beside the button.
 */
export function ShareEventButton({ event }: { event: Pick<EventDto, 'id' | 'name'> }) {
  const [status, setStatus] = useState('')
  const share = async () => {
    const outcome = await shareLink({ url: absoluteUrl(paths.event(event.id)), title: event.name })
    if (outcome === 'copied') {
      setStatus(i18n._('Link copied'))
      notify.success(i18n._('Link copied'), i18n._('Paste it anywhere to share this night.'))
    } else if (outcome === 'failed') {
      setStatus(i18n._('Could not share: copy the address from the address bar.'))
    } else setStatus('')
  }
  return (
    <Row>
      <Button $variant="secondary" $size="sm" onClick={() => void share()}>
        {i18n._('Share')}
      </Button>
      <Status role="status">{status}</Status>
    </Row>
  )
}
