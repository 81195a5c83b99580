import http from 'node:http'
import { Webhook } from 'standardwebhooks'
import { expectNoAxeViolations } from './a11y'
import { DEMO_HOST, expect, signIn, test, unique } from './fixtures'
import type { AddressInfo } from 'node:net'
import type { DeliveryDto, WebhookDto } from '../../../contract/webhooks'

/**
 * The dashboard's "API access" tab as a host connects a tool (issue 56): a token shown once and
 * then listed without it, a webhook endpoint to a local receiver (the journey's server runs with
 * WEBHOOKS_ALLOW_LOCAL=true) whose secret is shown once, a test delivery, the delivery log and a
 * redelivery; the receiver verifies every delivery with the reference `standardwebhooks` package.
 * Axe on each state of the tab.
 */
interface Received {
  headers: http.IncomingHttpHeaders
  body: string
}

async function startReceiver() {
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${unique()}`
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

const verified = (delivery: Received, secret: string) =>
  new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as { type: string }

test('a host makes a token and a webhook endpoint, tests it, reads the log and redelivers', async ({ page }) => {
  const receiver = await startReceiver()
  try {
    await signIn(page, DEMO_HOST.email, DEMO_HOST.password)
    await page.goto('/admin?tab=api')
    await expect(page.getByRole('heading', { name: 'API access' })).toBeVisible()
    await expectNoAxeViolations(page, 'API access')

    // A token: shown once, then listed by name and scopes, never the token itself.
    const tokenName = `Journey CRM ${unique()}`
    const tokenForm = page.getByRole('form', { name: 'New API token' })
    await tokenForm.getByLabel('Name').fill(tokenName)
    await tokenForm.getByLabel('attendees:read').check()
    await tokenForm.getByRole('button', { name: 'Make token' }).click()
    const token = (await page.getByLabel(`Your token "${tokenName}".`).textContent())!.trim()
    expect(token.length).toBeGreaterThan(20)
    const tokens = page.getByRole('list', { name: 'Your API tokens' })
    await expect(tokens.getByRole('listitem').filter({ hasText: tokenName })).toContainText('events:read, attendees:read')
    await expectNoAxeViolations(page, 'API access, a token shown once')

    // An endpoint to the local receiver: its signing secret shown once.
    const hookForm = page.getByRole('form', { name: 'New webhook endpoint' })
    await hookForm.getByLabel('Address (https)').fill(receiver.url)
    await hookForm.getByLabel('registration.cancelled').check()
    await hookForm.getByRole('button', { name: 'Add endpoint' }).click()
    const secret = (await page.getByLabel(`The signing secret of ${receiver.url}.`).textContent())!.trim()
    expect(secret).toMatch(/^whsec_/)
    const endpoint = page
      .getByRole('list', { name: 'Your webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: receiver.url })
    await expect(endpoint).toContainText('All your nights · registration.created, registration.cancelled')

    // A test delivery reaches the receiver, signed.
    await endpoint.getByRole('button', { name: 'Send a test' }).click()
    await expect(page.getByText('Test delivery queued')).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
    const [first] = receiver.received
    expect(verified(first, secret).type).toBe('webhook.test')

    // The log shows it as sent (read once the server has recorded the answer).
    const hooks = (await (await page.request.get('/api/webhooks')).json()) as WebhookDto[]
    const hook = hooks.find((row) => row.url === receiver.url)!
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/webhooks/${hook.id}/deliveries`)).json()) as DeliveryDto[])[0]?.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('succeeded')
    await endpoint.getByRole('button', { name: 'Delivery log' }).click()
    const log = endpoint.getByRole('list', { name: 'Delivery log' })
    await expect(log.getByRole('listitem')).toHaveCount(1)
    await expect(log).toContainText('webhook.test')
    await expect(log).toContainText('succeeded')
    await expect(log).toContainText('answered 200')
    await expect(log).toContainText('· 1 attempt ·')
    await expectNoAxeViolations(page, 'API access, the delivery log')

    // A redelivery: the same webhook-id, verified again.
    await log.getByRole('button', { name: 'Redeliver' }).click()
    await expect(page.getByText('Delivery queued again')).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
    const again = receiver.received[1]
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id'])
    expect(verified(again, secret).type).toBe('webhook.test')

    // Shown once: after a reload neither the token nor the secret is on the page, the token still listed.
    await page.reload()
    await expect(page.getByRole('list', { name: 'Your API tokens' })).toContainText(tokenName)
    await expect(page.getByRole('list', { name: 'Your webhook endpoints' })).toContainText(receiver.url)
    const html = await page.content()
    expect(html).not.toContain(token)
    expect(html).not.toContain(secret)
    await expectNoAxeViolations(page, 'API access, after a reload')
  } finally {
    await receiver.close()
  }
})
