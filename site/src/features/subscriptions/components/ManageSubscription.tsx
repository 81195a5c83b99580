import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'
import { useAction } from '@site/hooks/useAction'
import { errorMessage } from '@site/lib/notify'
import { unsubscribe } from '../api/unsubscribe'
import { useConfirmSubscription } from '../api/useConfirmSubscription'
import type { SubscriptionDto, UnsubscribedDto } from '@contract/subscriptions'

const Text = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`

const Failure = styled.div`
  margin-top: 16px;
`

function statusText(subscription: SubscriptionDto, left: UnsubscribedDto | null): { title: string; text: string } {
  if (left)
    return {
      title: i18n._("You're unsubscribed"),
      text: left.city
        ? i18n._("We won't email you about new nights in {city}.", { city: left.city })
        : i18n._("We won't email you about new nights."),
    }
  if (!subscription.confirmed)
    return {
      title: i18n._('Confirm your email'),
      text: i18n._('Confirm that {email} wants an email when a new night in {city} is announced.', {
        email: subscription.email,
        city: subscription.city,
      }),
    }
  return {
    title: i18n._("You're following {city}", { city: subscription.city }),
    text: i18n._("We'll email {email} when a new night is announced.", { email: subscription.email }),
  }
}

/**
 * A subscription's private page (`/subscriptions/:token`, linked from the confirmation and the
 * announcement emails): Confirm while unconfirmed, Unsubscribe once confirmed. Only the buttons
 * change anything; opening the page does not.
 */
export function ManageSubscription({ token, subscription }: { token: string; subscription: SubscriptionDto }) {
  const confirm = useConfirmSubscription(token)
  const [left, setLeft] = useState<UnsubscribedDto | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [changed, setChanged] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const status = statusText(subscription, left)

  const confirming = useAction(async () => {
    setFailure(null)
    try {
      await confirm()
      setChanged(true)
    } catch (error) {
      setFailure(errorMessage(error, i18n._('Could not confirm. Please try again.')))
    }
  })
  const leaving = useAction(async () => {
    setFailure(null)
    try {
      setLeft(await unsubscribe(token))
      setChanged(true)
    } catch (error) {
      setFailure(errorMessage(error, i18n._('Could not unsubscribe. Please try again.')))
    }
  })

  // The button pressed is gone with the state it belonged to: keyboard and screen reader users land on the new status.
  useEffect(() => {
    if (changed) heading.current?.focus()
  }, [changed, status.title])

  return (
    <Card aria-labelledby="subscription-status">
      <StatusHeading id="subscription-status" ref={heading} tabIndex={-1}>
        {status.title}
      </StatusHeading>
      <Text>{status.text}</Text>
      {!left && !subscription.confirmed && (
        <Button onClick={() => void confirming.run()} disabled={confirming.pending}>
          {confirming.pending ? i18n._('Confirming...') : i18n._('Confirm')}
        </Button>
      )}
      {!left && subscription.confirmed && (
        <Button $variant="secondary" onClick={() => void leaving.run()} disabled={leaving.pending}>
          {leaving.pending ? i18n._('Unsubscribing...') : i18n._('Unsubscribe')}
        </Button>
      )}
      {failure && (
        <Failure>
          <Alert tone="error">{failure}</Alert>
        </Failure>
      )}
    </Card>
  )
}
