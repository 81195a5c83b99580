import {
  ADMIN,
  apiCreateEvent,
  DASHBOARD_TABS,
  DEMO_HOST,
  expect,
  originHeaders,
  pauseLikeAPerson,
  signIn,
  test,
  unique,
  type EventRecord,
} from './fixtures'
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
  // The spec's 250 by 250 logos on a phone too, one a row.
  const logos = page.getByRole('region', { name: 'Our Sponsors' }).getByRole('img')
  await logos.nth(1).scrollIntoViewIfNeeded()
  const [first, second] = [(await logos.nth(0).boundingBox())!, (await logos.nth(1).boundingBox())!]
  expect([Math.round(first.width), Math.round(first.height)]).toEqual([250, 250])
  expect([Math.round(second.width), Math.round(second.height)]).toEqual([250, 250])
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height)

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
  await page.getByLabel('Email', { exact: true }).fill(`pat.${unique()}@example.com`)
  await page.getByLabel('Company', { exact: true }).fill('Pocket Parts')
  await pauseLikeAPerson(page)
  await submit.tap()
  await expect(page.getByText('Registration successful')).toBeVisible()
  // The person lands on "/" with the "You're going" card on screen, and the list counts one more.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: "You're going" })).toBeInViewport()
  await expectNoHorizontalScroll(page)
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
  // A toast shown meanwhile rises above the bar by the bar's height (site/src/components/StickyBar.tsx).
  const toastLift = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--toast-lift').trim())
  await expect.poll(toastLift).toBe(`${Math.round(barBox.height)}px`)
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

test("phone: the host's attendee list searches, keeps rows compact with their actions, moves a person to another night, and the door link shares with a QR code", async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO_HOST.email, DEMO_HOST.password)
  const tag = unique()
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Phone Host Night ${tag}`, maxAttendees: 2 })
  const people = [
    { name: 'Ada Lovelace', email: `ada.${tag}@example.com`, company: 'Analytical Engines' },
    { name: 'Grace Hopper', email: `grace.${tag}@example.com`, company: 'Navy Labs' },
  ]
  for (const person of people) {
    const added = await page.request.post(`/api/events/${event.id}/attendees`, {
      data: { ...person, eventId: event.id },
      headers: originHeaders(baseURL!),
    })
    expect(added.status(), await added.text()).toBe(201)
  }
  const waiting = await page.request.post(`/api/events/${event.id}/waitlist`, {
    data: { name: 'Wanda Waiting', email: `wanda.${tag}@example.com`, company: 'Patience Co' },
    headers: originHeaders(baseURL!),
  })
  expect(waiting.status(), await waiting.text()).toBe(201)
  // Another of the host's nights, already full: moving someone there goes past its capacity.
  const later = await apiCreateEvent(page.request, baseURL!, { name: `Phone Later Night ${tag}`, maxAttendees: 1 })
  const seated = await page.request.post(`/api/events/${later.id}/attendees`, {
    data: { name: 'Sam Seated', email: `sam.${tag}@example.com`, company: 'Early Birds', eventId: later.id },
    headers: originHeaders(baseURL!),
  })
  expect(seated.status(), await seated.text()).toBe(201)

  await page.goto('/admin')
  await page.getByRole('button', { name: `Manage attendees of ${event.name}` }).tap()
  const dialog = page.getByRole('dialog', { name: 'Event Attendees' })
  const table = dialog.getByRole('table', { name: 'Attendees' })
  await expect(table.getByRole('rowheader')).toHaveCount(2)
  // Compact rows: the name and its delete button share the first line of the row.
  const name = table.getByRole('rowheader', { name: 'Ada Lovelace' })
  const remove = table.getByRole('button', { name: 'Delete attendee Ada Lovelace' })
  const [nameBox, removeBox] = [(await name.boundingBox())!, (await remove.boundingBox())!]
  expect(Math.abs(nameBox.y + nameBox.height / 2 - (removeBox.y + removeBox.height / 2))).toBeLessThan(20)
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(390)
  await dialog.getByRole('searchbox', { name: 'Search attendees' }).fill('navy')
  await expect(table.getByRole('rowheader')).toHaveText(['Grace Hopper'])
  await dialog.getByRole('searchbox', { name: 'Search attendees' }).fill('')
  await expect(table.getByRole('rowheader')).toHaveCount(2)
  // The waitlist row's own actions: give a seat, or take the person off the queue.
  const waitlist = dialog.getByRole('region', { name: 'Waitlist (1)' })
  const seatBox = (await waitlist.getByRole('button', { name: 'Give Wanda Waiting a seat' }).boundingBox())!
  expect(seatBox.x + seatBox.width).toBeLessThanOrEqual(390)
  await waitlist.getByRole('button', { name: 'Remove Wanda Waiting from the waitlist' }).tap()
  await page
    .getByRole('alertdialog', { name: 'Remove this person from the waitlist?' })
    .getByRole('button', { name: 'Remove' })
    .tap()
  await expect(dialog.getByRole('region', { name: 'Waitlist (0)' })).toBeVisible()
  await expect(dialog.getByText('No one is on the waitlist')).toBeVisible()
  // Move a person to the other night: the row's Move fits the screen, the small dialog says
  // what happens (past the full night's capacity), and the row leaves this list.
  const moveButton = table.getByRole('button', { name: 'Move Ada Lovelace to another night' })
  const moveBox = (await moveButton.boundingBox())!
  expect(moveBox.x + moveBox.width).toBeLessThanOrEqual(390)
  await moveButton.tap()
  const moveDialog = page.getByRole('dialog', { name: 'Move Ada Lovelace to another night' })
  await moveDialog.getByRole('combobox', { name: 'Move to' }).selectOption(String(later.id))
  await expect(moveDialog.getByText(`${later.name} is full (1 of 1): the move goes past its capacity`)).toBeVisible()
  const confirmBox = (await moveDialog.getByRole('button', { name: 'Confirm move' }).boundingBox())!
  expect(confirmBox.x + confirmBox.width).toBeLessThanOrEqual(390)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: test.info().outputPath('phone-move-dialog.png') })
  await moveDialog.getByRole('button', { name: 'Confirm move' }).tap()
  await expect(moveDialog).toBeHidden()
  await expect(dialog.getByText('Attendee moved')).toBeVisible()
  await expect(table.getByRole('rowheader')).toHaveText(['Grace Hopper'])
  const moved = (await (await page.request.get(`/api/events/${later.id}/attendees`)).json()) as { email: string }[]
  expect(moved.map((row) => row.email).sort()).toEqual([`ada.${tag}@example.com`, `sam.${tag}@example.com`])
  await page.screenshot({ path: test.info().outputPath('phone-attendee-list.png') })
  await expectNoHorizontalScroll(page)
  await dialog.getByRole('button', { name: 'Close' }).first().tap()

  // The door link: Share and a QR code to hand to a volunteer.
  await page.goto(`/admin/events/${event.id}/check-in`)
  const card = page.getByRole('region', { name: 'Door link' })
  await card.getByRole('button', { name: 'Create door link' }).tap()
  await expect(card.getByRole('textbox', { name: 'Door link' })).toHaveValue(/\/door\//)
  await expect(card.getByRole('button', { name: 'Share' })).toBeVisible()
  await expect(card.getByRole('img', { name: 'QR code of the door link' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('phone-door-link.png'), fullPage: true })
  await expectNoHorizontalScroll(page)
})

test("phone: a new night has the spec's defaults, the map pin waits behind its disclosure, and other zones are a search", async ({
  page,
}) => {
  await signIn(page, DEMO_HOST.email, DEMO_HOST.password)
  await page.getByRole('button', { name: 'Create Event' }).tap()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  // Both dates now (New York time), whatever the phone's zone.
  const start = await form.getByLabel('Start date and time').inputValue()
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  await expect(form.getByLabel('End date and time')).toHaveValue(start)
  await expect(form.getByLabel('Time zone')).toHaveValue('America/New_York')
  await expect(form.getByLabel('Latitude')).toBeHidden()
  await form.getByText('Set the map pin by hand').tap()
  await expect(form.getByLabel('Latitude')).toBeVisible()
  await form.getByLabel('Time zone').selectOption('Other zone…')
  await expect(form.getByLabel('Search all zones')).toBeFocused()
  await form.getByLabel('Search all zones').fill('Pacific/Honolulu')
  await expect(form.getByLabel('Search all zones')).toHaveValue('Pacific/Honolulu')
  await page.screenshot({ path: test.info().outputPath('phone-event-form.png') })
  await expectNoHorizontalScroll(page)
})

test('phone: no dashboard tab is wider than the 390 px screen, and row actions are 44 px tap targets named after their night', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const tab of DASHBOARD_TABS) {
    await page.goto(`/admin?tab=${tab}`)
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoHorizontalScroll(page)
    // Nothing in the tab ends past the screen's right edge, whether or not something hides it; only
    // what scrolls sideways inside its own box (a wide report table in its card) may be wider.
    const sticking = await panel.evaluate((root) => {
      const scrolls = (element: Element) => {
        for (let node = element.parentElement; node && node !== root.parentElement; node = node.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true
        }
        return false
      }
      return [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !scrolls(element))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()} right=${Math.round(element.getBoundingClientRect().right)}`)
    })
    expect(sticking, `${tab}: past the right edge`).toEqual([])
  }

  // The events' row actions: each at least 44 by 44 px, each named after the night it acts on.
  await page.goto('/admin?tab=events')
  const row = page.getByRole('table', { name: 'Current Events' }).getByRole('row').nth(1)
  const night = (await row.getByRole('rowheader').textContent())!.replace(/\s*Draft$/, '').trim()
  const actions = row.getByRole('cell').last().locator('button, a')
  const count = await actions.count()
  expect(count).toBeGreaterThan(3)
  for (let index = 0; index < count; index += 1) {
    const action = actions.nth(index)
    const label = (await action.getAttribute('aria-label')) ?? (await action.textContent()) ?? ''
    expect(label, 'a row action names its night').toContain(night)
    const box = (await action.boundingBox())!
    expect(Math.round(box.height), `${label}: height`).toBeGreaterThanOrEqual(44)
    expect(Math.round(box.width), `${label}: width`).toBeGreaterThanOrEqual(44)
  }
})
