import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WebhooksSection } from '../../../site/src/features/integrations/components/WebhooksSection'
import { DELIVERY_LOG_PAGE_SIZE, type DeliveryDto, type WebhookDto } from '../../../contract/webhooks'
import { mockApi } from '../mockApi'
import { renderApp } from '../renderApp'

/**
 * The delivery log of an endpoint in the dashboard's "API access" tab: the newest page first,
 * older pages on request until one comes back short of full (docs/api.md, `?page=`), and
 * "Redeliver" only on the deliveries the server would send again (decision 608).
 */
const delivery = (n: number): DeliveryDto => ({
  id: `msg_${n}`,
  type: 'registration.created',
  status: 'succeeded',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - n * 60_000).toISOString(),
  redeliverable: true,
})
const endpoint: WebhookDto = {
  id: 3,
  url: 'https://crm.example.com/hook',
  events: ['registration.created'],
  eventId: null,
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
}
const deliveries = (from: number, count: number) => Array.from({ length: count }, (_, i) => delivery(from + i))

describe('the delivery log', () => {
  it('shows the newest page, then older pages on request, each delivery once', async () => {
    const api = mockApi({
      'GET /api/webhooks': { body: [endpoint] },
      'GET /api/webhooks/3/deliveries': { body: deliveries(0, DELIVERY_LOG_PAGE_SIZE) },
      // A delivery written between the reads pushed the first page's last one onto the second.
      'GET /api/webhooks/3/deliveries?page=2': { body: deliveries(DELIVERY_LOG_PAGE_SIZE - 1, 4) },
    })
    renderApp(<WebhooksSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }))
    const log = await screen.findByRole('list', { name: 'Delivery log' })
    expect(within(log).getAllByRole('listitem')).toHaveLength(DELIVERY_LOG_PAGE_SIZE)

    await userEvent.click(screen.getByRole('button', { name: 'Show older deliveries' }))
    expect(await within(log).findAllByRole('listitem')).toHaveLength(DELIVERY_LOG_PAGE_SIZE + 3)
    expect(screen.queryByRole('button', { name: 'Show older deliveries' })).toBeNull()
    expect(api.callsTo('GET', '/api/webhooks/3/deliveries?page=3')).toEqual([])
  })

  it('offers no older page when the first is short of full', async () => {
    mockApi({
      'GET /api/webhooks': { body: [endpoint] },
      'GET /api/webhooks/3/deliveries': { body: deliveries(0, 2) },
    })
    renderApp(<WebhooksSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }))
    expect(within(await screen.findByRole('list', { name: 'Delivery log' })).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Show older deliveries' })).toBeNull()
  })

  it('offers "Redeliver" only where the server would send it again', async () => {
    mockApi({
      'GET /api/webhooks': { body: [endpoint] },
      'GET /api/webhooks/3/deliveries': {
        body: [
          { ...delivery(0), status: 'failed', lastStatus: 503, lastError: 'failed after 3 attempts' },
          // About a registration removed since: sent now, it would put the person back on the receiver's list.
          { ...delivery(1), status: 'failed', lastStatus: 503, lastError: 'failed after 3 attempts', redeliverable: false },
        ],
      },
    })
    renderApp(<WebhooksSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }))
    const [offered, gone] = within(await screen.findByRole('list', { name: 'Delivery log' })).getAllByRole('listitem')
    expect(within(offered).getByRole('button', { name: 'Redeliver' })).toBeTruthy()
    expect(within(gone).queryByRole('button', { name: 'Redeliver' })).toBeNull()
  })
})
