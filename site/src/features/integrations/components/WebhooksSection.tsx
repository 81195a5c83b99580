import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { TextField } from '@site/components/FormField'
import { notify, errorMessage } from '@site/lib/notify'
import { WEBHOOK_EVENT_TYPES, type WebhookCreatedDto, type WebhookDto, type WebhookEventType } from '@contract/webhooks'
import {
  createWebhook,
  deleteWebhook,
  redeliver,
  setWebhookEnabled,
  testWebhook,
  useDeliveries,
  useWebhooks,
} from '../api/integrations'
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
      notify.error('Failed to add the endpoint', errorMessage(cause, ''))
    } finally {
      setBusy(false)
    }
  }
  const toggle = (type: WebhookEventType) =>
    setTypes((chosen) => (chosen.includes(type) ? chosen.filter((item) => item !== type) : [...chosen, type]))

  return (
    <Card>
      <h3>Webhooks</h3>
      <p>
        We send each chosen change to your address, signed per Standard Webhooks (verify with the <code>standardwebhooks</code>{' '}
        library and the endpoint&apos;s secret). Failed deliveries are retried for about a day.
      </p>
      {made && <ShownOnce label={`The signing secret of ${made.url}.`} value={made.secret} />}
      <form onSubmit={submit} aria-label="New webhook endpoint">
        <TextField label="Address (https)" type="url" value={url} onChange={(event) => setUrl(event.target.value)} required />
        <TextField
          label="Only this night (its id)"
          optional
          hint="Leave empty for all your nights."
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
        />
        <Types>
          <legend>Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} /> {type}
            </label>
          ))}
        </Types>
        <Button type="submit" disabled={busy || !url.trim() || types.length === 0}>
          {busy ? 'Adding...' : 'Add endpoint'}
        </Button>
      </form>
      <List aria-label="Your webhook endpoints">
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
      notify.success(done)
      onChange()
    } catch (cause) {
      notify.error('That did not work', errorMessage(cause, ''))
    }
  }
  return (
    <Item>
      <strong>{hook.url}</strong> {hook.enabled ? '' : `(off${hook.disabledReason ? `: ${hook.disabledReason}` : ''})`}
      <br />
      <small>
        {hook.eventId === null ? 'All your nights' : `Night ${hook.eventId}`} · {hook.events.join(', ')}
      </small>
      <Actions>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={run(() => setWebhookEnabled(hook.id, !hook.enabled), 'Saved')}
        >
          {hook.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={run(() => testWebhook(hook.id), 'Test delivery queued')}>
          Send a test
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {showLog ? 'Hide log' : 'Delivery log'}
        </Button>
        <Button type="button" $size="sm" $variant="danger" onClick={run(() => deleteWebhook(hook.id), 'Endpoint deleted')}>
          Delete
        </Button>
      </Actions>
      {showLog && <DeliveryLog hookId={hook.id} />}
    </Item>
  )
}

function DeliveryLog({ hookId }: { hookId: WebhookDto['id'] }) {
  const { data: deliveries, mutate } = useDeliveries(hookId)
  if (!deliveries) return null
  if (!deliveries.length) return <p>No deliveries in the last 30 days.</p>
  return (
    <List aria-label="Delivery log">
      {deliveries.map((delivery) => (
        <Item key={delivery.id}>
          {new Date(delivery.createdAt).toLocaleString()} · {delivery.type} · <strong>{delivery.status}</strong> ·{' '}
          {delivery.attempts} attempt(s){delivery.lastStatus !== null ? ` · answered ${delivery.lastStatus}` : ''}
          {delivery.lastError ? ` · ${delivery.lastError}` : ''}{' '}
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            onClick={() =>
              void redeliver(hookId, delivery.id)
                .then(() => mutate())
                .then(() => notify.success('Delivery queued again'))
                .catch((cause: unknown) => notify.error('That did not work', errorMessage(cause, '')))
            }
          >
            Redeliver
          </Button>
        </Item>
      ))}
    </List>
  )
}
