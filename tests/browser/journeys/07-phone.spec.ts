import { expect, pauseLikeAPerson, test, unique, type EventRecord } from './fixtures'
import type { Page } from '@playwright/test'

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

/** No sideways scrolling: the page is no wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth, bodyWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    bodyWidth: document.body.scrollWidth,
  }))
  expect(innerWidth).toBe(390)
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  expect(bodyWidth).toBeLessThanOrEqual(innerWidth)
}

test('phone: home and event page fit the screen and the registration form works', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeVisible()
  await expect(page.locator('article').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Our Sponsors' })).toBeVisible()
  await expectNoHorizontalScroll(page)

  // Open Boston's card (the demo event with room to spare) by tapping its button.
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const boston = events.find((event) => event.name === 'Boston Makers Pub Night')!
  const before = ((await (await page.request.get(`/api/events/${boston.id}/attendee-count`)).json()) as { count: number }).count
  await page.getByRole('link', { name: `View Details & Register: ${boston.name}` }).tap()
  await expect(page).toHaveURL(new RegExp(`/events/${boston.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${boston.name}` })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'When & where' }).getByText(`${before} / ${boston.maxAttendees} attendees`),
  ).toBeVisible()
  await expectNoHorizontalScroll(page)

  // The form's fields and button are on screen and take input.
  const submit = page.getByRole('button', { name: 'Register Now' })
  await submit.scrollIntoViewIfNeeded()
  const box = (await submit.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.height).toBeGreaterThanOrEqual(40)

  await page.getByLabel('Name').tap()
  await page.keyboard.type('Pat Phone')
  await page.getByLabel('Email').fill(`pat.${unique()}@example.com`)
  await page.getByLabel('Company', { exact: true }).fill('Pocket Parts')
  await pauseLikeAPerson(page)
  await submit.tap()
  await expect(page.getByText('Registration successful')).toBeVisible()
  // The person stays on the event, in its registered state.
  await expect(page).toHaveURL(new RegExp(`/events/${boston.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `You're going to ${boston.name}` })).toBeVisible()
  await expect(page.getByRole('region', { name: "You're going" })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await page.goto('/')
  await expect(
    page.getByRole('article', { name: boston.name }).getByText(`${before + 1} / ${boston.maxAttendees} attendees`),
  ).toBeVisible()
})

test('phone: the event page puts the title, date, host and a Register button on the first screen, and shares', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const boston = events.find((event) => event.name === 'Boston Makers Pub Night')!
  await page.goto(`/events/${boston.id}`)
  const title = page.getByRole('heading', { level: 1, name: `Register for ${boston.name}` })
  await expect(title).toBeInViewport()
  await expect(page.getByText(/^Hosted by /)).toBeInViewport()
  await expect(page.getByRole('link', { name: /View on map/ })).toBeVisible()
  // The form is below the first screen: a Register bar stays at the bottom and leads to it.
  const bar = page.getByRole('region', { name: 'Register' })
  await expect(bar).toBeInViewport()
  const barBox = (await bar.boundingBox())!
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844 + 1)
  await bar.getByRole('button', { name: 'Register' }).tap()
  await expect(page.getByLabel('Name')).toBeFocused()
  await expect(page.getByLabel('Name')).toBeInViewport()
  await expect(bar).toHaveCount(0)
  // Share: Chromium here has no share sheet, so the link is copied and the page says so.
  await page.getByRole('button', { name: 'Share' }).tap()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' }).first()).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/events/${boston.id}`, page.url()).toString())
  await page.screenshot({ path: test.info().outputPath('phone-event-page.png') })
  await expectNoHorizontalScroll(page)
})
