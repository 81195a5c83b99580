import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { formatMoment } from '@site/i18n/dashboardDates'
import { Rich } from '@site/i18n/Rich'
import { notify, errorMessage } from '@site/lib/notify'
import {
  DELIVERY_LOG_PAGE_SIZE,
  WEBHOOK_EVENT_TYPES,
  type DeliveryDto,
  type WebhookCreatedDto,
  type WebhookDto,
  type WebhookEventType,
} from '@contract/webhooks'
import {
  createWebhook,
  deleteWebhook,
  redeliver,
  setWebhookEnabled,
  testWebhook,
  useDeliveries,
  useWebhooks,
} from '../api/integrations'
import { webhookReasonText } from '../lib/webhookReasonText'
import { ShownOnce } from './ShownOnce'

const Types = styled.fieldset`
  border: 0;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 14px;
`

const Item = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`

/** A delivery's state as the log shows it (the English words are the API's own values). */
const STATUS: Record<DeliveryDto['status'], string> = {
  pending: /*i18n*/ 'pending',
  sending: /*i18n*/ 'sending',
  succeeded: /*i18n*/ 'succeeded',
  failed: /*i18n*/ 'failed',
}

const List = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
`

/** Add an endpoint (its signing secret shown once), and for each: turn off or on, test, the log, redeliver, delete. */
export function WebhooksSection() {
  const { data: hooks, mutate } = useWebhooks()
  const [url, setUrl] = useState('')
  const [eventId, setEventId] = useState('')
  const [types, setTypes] = useState<WebhookEventType[]>(['registration.created'])
  const [made, setMade] = useState<WebhookCreatedDto | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      setMade(await createWebhook({ url, events: types, ...(eventId.trim() ? { eventId: eventId.trim() } : {}) }))
      setUrl('')
      await mutate()
    } catch (cause) {
      notify.error(i18n._('Failed to add the endpoint'), errorMessage(cause, ''))
    } finally {
      setBusy(false)
    }
  }
  const toggle = (type: WebhookEventType) =>
    setTypes((chosen) => (chosen.includes(type) ? chosen.filter((item) => item !== type) : [...chosen, type]))

  return (
    <Card>
      <h3>{i18n._('Webhooks')}</h3>
      <p>
        <Rich
          text={i18n._(
            "We send each chosen change to your address, signed per Standard Webhooks (verify with the <0>standardwebhooks</0> library and the endpoint's secret). Failed deliveries are retried for about a day.",
          )}
          elements={[<code key="library" />]}
        />
      </p>
      {made && <ShownOnce label={i18n._('The signing secret of {url}.', { url: made.url })} value={made.secret} />}
      <form onSubmit={submit} aria-label={i18n._('New webhook endpoint')}>
        <TextField
          label={i18n._('Address (https)')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
        />
        <TextField
          label={i18n._('Only this night (its id)')}
          optional
          hint={i18n._('Leave empty for all your nights.')}
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
        />
        <Types>
          <legend>{i18n._('Event types')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} /> <code>{type}</code>
            </label>
          ))}
        </Types>
        <Button type="submit" disabled={busy || !url.trim() || types.length === 0}>
          {busy ? i18n._('Adding...') : i18n._('Add endpoint')}
        </Button>
      </form>
      <List aria-label={i18n._('Your webhook endpoints')}>
        {hooks?.map((hook) => (
          <Endpoint key={String(hook.id)} hook={hook} onChange={() => void mutate()} />
        ))}
      </List>
    </Card>
  )
}

function Endpoint({ hook, onChange }: { hook: WebhookDto; onChange: () => void }) {
  const [showLog, setShowLog] = useState(false)
  const run = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action()
      notify.success(i18n._(done))
      onChange()
    } catch (cause) {
      notify.error(i18n._('That did not work'), errorMessage(cause, ''))
    }
  }
  return (
    <Item>
      <strong>{hook.url}</strong>{' '}
      {hook.enabled
        ? ''
        : hook.disabledReason
          ? i18n._('(off: {reason})', { reason: webhookReasonText(hook.disabledReason) })
          : i18n._('(off)')}
      <br />
      <small>
        {hook.eventId === null ? i18n._('All your nights') : i18n._('Night {id}', { id: String(hook.eventId) })} ·{' '}
        {hook.events.join(', ')}
      </small>
      <Actions>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={run(() => setWebhookEnabled(hook.id, !hook.enabled), /*i18n*/ 'Saved')}
        >
          {hook.enabled ? i18n._('Turn off') : i18n._('Turn on')}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={run(() => testWebhook(hook.id), /*i18n*/ 'Test delivery queued')}
        >
          {i18n._('Send a test')}
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {showLog ? i18n._('Hide log') : i18n._('Delivery log')}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="danger"
          onClick={run(() => deleteWebhook(hook.id), /*i18n*/ 'Endpoint deleted')}
        >
          {i18n._('Delete')}
        </Button>
      </Actions>
      {showLog && <DeliveryLog hookId={hook.id} />}
    </Item>
  )
}

function DeliveryLog({ hookId }: { hookId: WebhookDto['id'] }) {
  const { data: pages, mutate, size, setSize, isValidating } = useDeliveries(hookId)
  if (!pages) return null
  // A delivery written while the pages were read moves the older ones down: each shows once.
  const deliveries = [...new Map(pages.flat().map((delivery) => [delivery.id, delivery])).values()]
  if (!deliveries.length) return <p>{i18n._('No deliveries in the last 30 days.')}</p>
  const more = pages[pages.length - 1].length === DELIVERY_LOG_PAGE_SIZE
  return (
    <>
      <DeliveryList deliveries={deliveries} hookId={hookId} afterRedelivery={() => void mutate()} />
      {more && (
        <Button type="button" $size="sm" $variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          {i18n._('Show older deliveries')}
        </Button>
      )}
    </>
  )
}

function DeliveryList({
  deliveries,
  hookId,
  afterRedelivery,
}: {
  deliveries: DeliveryDto[]
  hookId: WebhookDto['id']
  afterRedelivery: () => void
}) {
  return (
    <List aria-label={i18n._('Delivery log')}>
      {deliveries.map((delivery) => (
        <Item key={delivery.id}>
          {formatMoment(delivery.createdAt)} · {delivery.type} · <strong>{i18n._(STATUS[delivery.status])}</strong> ·{' '}
          {i18n._('{count, plural, one {# attempt} other {# attempts}}', { count: delivery.attempts })}
          {delivery.lastStatus !== null ? ` · ${i18n._('answered {status}', { status: delivery.lastStatus })}` : ''}
          {delivery.lastError ? ` · ${webhookReasonText(delivery.lastError)}` : ''}{' '}
          {/* Not offered where the server would refuse it: held back for good, or about a registration gone since. */}
          {delivery.redeliverable && (
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              onClick={() =>
                void redeliver(hookId, delivery.id)
                  .then(afterRedelivery)
                  .then(() => notify.success(i18n._('Delivery queued again')))
                  .catch((cause: unknown) => notify.error(i18n._('That did not work'), errorMessage(cause, '')))
              }
            >
              {i18n._('Redeliver')}
            </Button>
          )}
        </Item>
      ))}
    </List>
  )
}
