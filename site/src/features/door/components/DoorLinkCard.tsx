import { useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { notify, errorDetail } from '@site/lib/notify'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { QrImage } from '@site/components/QrImage'
import { shareLink } from '@site/lib/share'
import { doorClock } from '../lib/clock'
import { createDoorLink, revokeDoorLink, useDoorLinkStatus } from '../api/doorLink'
import type { DoorLinkCreated } from '@contract/door'
import type { Id } from '@contract/types'
// The dashboard's generic confirmation; it belongs in components/ once the dashboard moves it.

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1875rem;
  color: ${theme.colors.brand};
`

const Text = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.inkMuted};
`

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  input {
    flex: 1 1 200px;
    min-width: 0;
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > button {
    min-height: 44px;
  }
`

/**
 * A volunteer's link to the door page of this event: created here (its URL shown once),
 * revoked here, working until the event ends.
 */
export function DoorLinkCard({ eventId, timeZone }: { eventId: Id; timeZone: string }) {
  const { data: status, mutate } = useDoorLinkStatus(eventId)
  const [created, setCreated] = useState<DoorLinkCreated | null>(null)
  const [creating, setCreating] = useState(false)
  const [confirmingRevoke, setConfirmingRevoke] = useState(false)

  const create = async () => {
    setCreating(true)
    try {
      const link = await createDoorLink(eventId)
      setCreated(link)
      await mutate({ active: true, expiresAt: link.expiresAt }, { revalidate: false })
    } catch (error) {
      notify.error(i18n._('Could not create the door link'), errorDetail(error))
    } finally {
      setCreating(false)
    }
  }

  const revoke = async () => {
    try {
      const answer = await revokeDoorLink(eventId)
      notify.success(answer?.message || i18n._('Door link revoked'))
      setCreated(null)
      await mutate({ active: false, expiresAt: null }, { revalidate: false })
    } catch (error) {
      notify.error(i18n._('Could not revoke the door link'), errorDetail(error))
    }
  }

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      notify.success(i18n._('Link copied'))
    } catch {
      notify.error(i18n._('Could not copy'), i18n._('Select the link and copy it by hand.'))
    }
  }

  // The phone's share sheet (a chat with the volunteers), else a copy, said as Copy says it.
  const share = async (url: string) => {
    const outcome = await shareLink({
      url,
      title: i18n._('Door link'),
      text: i18n._('Check people in at the door with this link.'),
    })
    if (outcome === 'copied') notify.success(i18n._('Link copied'))
    else if (outcome === 'failed') notify.error(i18n._('Could not share'), i18n._('Select the link and copy it by hand.'))
  }

  const expires = status?.expiresAt ? new Date(status.expiresAt) : null
  return (
    <Card aria-labelledby="door-link-heading">
      <Heading id="door-link-heading">{i18n._('Door link')}</Heading>
      {created ? (
        <>
          <Text>
            {i18n._('Send this link to the volunteers at the door. It works until the event ends, and it is shown only now.')}
          </Text>
          <UrlRow>
            <input readOnly value={created.url} aria-label={i18n._('Door link')} onFocus={(event) => event.target.select()} />
            <Button $variant="secondary" onClick={() => void copy(created.url)}>
              {i18n._('Copy')}
            </Button>
            <Button $variant="secondary" onClick={() => void share(created.url)}>
              {i18n._('Share')}
            </Button>
          </UrlRow>
          <QrImage
            value={created.url}
            alt={i18n._('QR code of the door link')}
            caption={i18n._('Or hand over this phone: a volunteer scans it with their camera to open the door page.')}
          />
        </>
      ) : (
        <Text role="status">
          {status === undefined
            ? i18n._('Checking the door link...')
            : status.active
              ? expires
                ? i18n._('A door link is active until {date} {time}.', {
                    date: formatEventDate(expires, timeZone),
                    time: doorClock(expires, timeZone),
                  })
                : i18n._('A door link is active.')
              : i18n._(
                  'No door link is active. Volunteers with a door link can check people in without an account; they never see email addresses.',
                )}
        </Text>
      )}
      <Actions>
        <Button onClick={() => void create()} disabled={creating}>
          {creating ? i18n._('Creating...') : status?.active ? i18n._('Create a new door link') : i18n._('Create door link')}
        </Button>
        {status?.active && (
          <Button $variant="danger" onClick={() => setConfirmingRevoke(true)}>
            {i18n._('Revoke door link')}
          </Button>
        )}
      </Actions>
      {confirmingRevoke && (
        <ConfirmDialog
          message={i18n._('Are you sure you want to revoke the door link?')}
          detail={i18n._('Anyone using it can no longer check people in.')}
          confirmLabel={i18n._('Revoke')}
          pendingLabel={i18n._('Revoking...')}
          dismissLabel={i18n._('Cancel')}
          onConfirm={revoke}
          onClose={() => setConfirmingRevoke(false)}
        />
      )}
    </Card>
  )
}
