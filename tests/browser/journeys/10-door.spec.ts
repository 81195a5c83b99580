import { ADMIN, apiCreateEvent, expect, originHeaders, signIn, test, unique } from './fixtures'
import type { Page } from '@playwright/test'

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

test('door: the host opens check-in on a phone, searches, checks someone in, undoes it, and shares a door link', async ({
  page,
  baseURL,
  browser,
}) => {
  const tag = unique()
  await signIn(page, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Door Night ${tag}` })
  for (const [name, company] of [
    ['Ada Door', 'Engines Ltd'],
    ['Grace Door', 'Navy Labs'],
    ['Linus Door', 'Navy Labs'],
  ]) {
    const response = await page.request.post(`/api/events/${event.id}/attendees`, {
      data: { name, email: `${name.split(' ')[0].toLowerCase()}.${tag}@example.com`, company, eventId: event.id },
      headers: originHeaders(baseURL!),
    })
    expect(response.status(), await response.text()).toBe(201)
  }

  await page.reload()
  await page.getByRole('link', { name: `Check-in for ${event.name}` }).tap()
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/check-in$`))
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible()
  await expect(page.getByText('0 of 3 checked in')).toBeVisible()
  await expectNoHorizontalScroll(page)

  await page.getByLabel('Search by name or company').fill('navy')
  const list = page.getByRole('list', { name: 'Attendees' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await page.getByLabel('Search by name or company').fill('grace')
  const grace = page.getByRole('button', { name: 'Check in Grace Door' })
  const box = (await grace.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(44)
  await grace.tap()
  await expect(page.getByText('1 of 3 checked in')).toBeVisible()
  await expect(page.getByText('Checked in: Grace Door')).toBeVisible()
  await expectNoHorizontalScroll(page)

  await page.getByRole('button', { name: 'Undo check-in of Grace Door' }).tap()
  await expect(page.getByText('0 of 3 checked in')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check in Grace Door' })).toBeVisible()
  const after = (await (await page.request.get(`/api/events/${event.id}/check-ins`)).json()) as { checkedIn: number }
  expect(after.checkedIn).toBe(0)

  // A door link: a volunteer's phone without an account checks people in and sees no email.
  const card = page.getByRole('region', { name: 'Door link' })
  await card.getByRole('button', { name: 'Create door link' }).tap()
  const doorUrl = await card.getByRole('textbox', { name: 'Door link' }).inputValue()
  expect(doorUrl).toMatch(/\/door\/[^/]+$/)
  const volunteer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const door = await volunteer.newPage()
  await door.goto(doorUrl)
  await expect(door.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  await expect(door.getByText('0 of 3 checked in')).toBeVisible()
  expect(await door.locator('body').innerText()).not.toContain('@example.com')
  await door.getByRole('button', { name: 'Check in Ada Door' }).tap()
  await expect(door.getByText('1 of 3 checked in')).toBeVisible()
  await expectNoHorizontalScroll(door)

  // Revoked, the link stops working.
  await card.getByRole('button', { name: 'Revoke door link' }).tap()
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to revoke the door link?' })
    .getByRole('button', { name: 'Revoke' })
    .tap()
  await expect(page.getByText('Door link revoked')).toBeVisible()
  await door.reload()
  await expect(door.getByText('This door link is not valid')).toBeVisible()
  await volunteer.close()
})
