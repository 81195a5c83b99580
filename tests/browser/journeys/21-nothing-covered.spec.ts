import fs from 'node:fs'
import path from 'node:path'
import {
  ADMIN,
  apiCreateEvent,
  expect,
  FILLED_BY_A_PERSON,
  fillEventForm,
  manageLinkIn,
  originHeaders,
  pauseLikeAPerson,
  signIn,
  test,
  unique,
  waitForOutboxMail,
} from './fixtures'
import type { Locator, Page } from '@playwright/test'

/**
 * Issue 54, "still open from earlier reviews", on a phone: a message never floats over what the
 * person needs next (the entry code just given, the new night's buttons, the next row at the
 * door), and the event dialog's buttons never float over its form (the "Who to meet" tags).
 * A floating toast that would cover a part kept clear moves to the top of the screen
 * (site/src/components/toastEnd.ts); the door's messages are a line in its flow.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

async function shot(page: Page, name: string) {
  const folder = path.join(test.info().project.outputDir, 'screens', 'nothing-covered')
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${name}.png`) })
}

/**
 * The element, brought to the bottom edge of its scrolling area (where a floating toast or a
 * sticky bar sits), is itself the topmost element at points across it: nothing covers any part.
 */
async function expectUncoveredAtTheBottom(name: string, locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  // A toast checks what it covers as the page scrolls; give it its moment, then nothing may cover it.
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const found: string[] = []
          for (const fx of [0.3, 0.5, 0.7])
            for (const fy of [0.25, 0.5, 0.75]) {
              const top = document.elementFromPoint(box.x + box.width * fx, box.y + box.height * fy)
              // Its own parts, or its parent around a rounded corner, are not something over it.
              if (top && !element.contains(top) && !top.contains(element))
                found.push(`${top.tagName} "${(top.textContent ?? '').slice(0, 40)}"`)
            }
          return found
        }),
      { message: `${name} is under something`, timeout: 2000 },
    )
    .toEqual([])
}

test('the event dialog: its buttons sit below the form, so every tag and the last field scroll fully into view', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Create Event' }).click()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  await form.getByRole('checkbox', { name: /Suggest people to meet/ }).check()
  const removes = form.getByRole('button', { name: /^Remove / })
  expect(await removes.count()).toBeGreaterThan(5)
  // Each tag's remove button, brought to the bottom of the scrolling form: the bar is not over it.
  for (let index = 0; index < (await removes.count()); index += 1)
    await expectUncoveredAtTheBottom(`tag ${index + 1}`, removes.nth(index))
  await shot(page, 'dialog-tags')
  // The form's last field, scrolled as far as it goes, sits fully above the buttons.
  const last = form.locator('form input, form select, form textarea').last()
  await expectUncoveredAtTheBottom('the last field', last)
  const bar = (await form.getByRole('button', { name: 'Create Event' }).boundingBox())!
  const field = (await last.boundingBox())!
  expect(field.y + field.height).toBeLessThanOrEqual(bar.y)
  await expect(form.getByRole('button', { name: 'Create Event' })).toBeInViewport()
})

test('creating a night: its row comes into view and the message does not cover its buttons', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Create Event' }).click()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  const name = `Uncovered ${unique()}`
  await fillEventForm(form, {
    name,
    description: 'A night made to see what the message covers.',
    start: '2027-04-20T19:00',
    end: '2027-04-20T22:00',
    maxAttendees: '40',
    venue: 'Cover Hall',
    street: '1 Flow Street',
    city: 'Albany',
    state: 'NY',
    country: 'USA',
    lat: '42.6526',
    lng: '-73.7562',
  })
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(form).toBeHidden()
  const message = page.getByRole('status').filter({ hasText: 'Event created successfully' })
  await expect(message).toBeVisible()
  const row = page.getByRole('table', { name: 'Current Events' }).getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeInViewport()
  for (const button of await row.getByRole('button').all()) await expectUncoveredAtTheBottom('a row button', button)
  // Still there, at the other end of the screen.
  await expect(message).toBeInViewport()
  await shot(page, 'created')
})

test('at the door: after a tap, the next row is not under the message', async ({ page, baseURL }) => {
  const tag = unique()
  await signIn(page, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Rows ${tag}`, maxAttendees: 40 })
  for (let index = 0; index < 14; index += 1) {
    const response = await page.request.post(`/api/events/${event.id}/attendees`, {
      data: {
        name: `Person ${String.fromCharCode(65 + index)} ${tag}`,
        email: `row${index}.${tag}@example.com`,
        company: `Company ${index}`,
        eventId: event.id,
      },
      headers: originHeaders(baseURL!),
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await page.goto(`/admin/events/${event.id}/check-in`)
  const rows = page.getByRole('list', { name: 'Attendees' }).getByRole('button', { name: /^Check in / })
  await expect(rows).toHaveCount(14)
  // The next row at the screen's bottom edge, the one above it tapped.
  await rows.nth(6).evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await rows.nth(5).tap()
  await expect(page.getByText('1 of 14 checked in')).toBeVisible()
  await shot(page, 'door-after-tap')
  // The message, with its Undo, is in the flow between the search and the list.
  const message = page.locator('[data-door-message]').getByText(`Checked in: Person F ${tag}`)
  await expect(message).toBeVisible()
  await expect(page.locator('[data-floating-toast]')).toHaveCount(0)
  await expectUncoveredAtTheBottom('the next row', page.getByRole('button', { name: `Check in Person G ${tag} Company 6` }))
})

test('registering: the entry code just given is not under the message', async ({ page, baseURL }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Entry ${unique()}`, maxAttendees: 40 })
  await page.context().clearCookies()
  await page.goto(`/events/${event.id}`)
  await page.getByLabel('Name', { exact: true }).fill('Quinn Code')
  await page.getByLabel('Email', { exact: true }).fill(`quinn.${unique()}@example.com`)
  await page.getByLabel('Company', { exact: true }).fill('QR Works')
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Register Now' }).tap()
  const code = page.getByRole('img', { name: 'QR code: your entry code for the door' })
  await expect(code).toBeVisible()
  await shot(page, 'registered')
  await expectUncoveredAtTheBottom('the entry code', code)
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeInViewport()
})

test('the manage page: saving the details leaves the entry code clear', async ({ page, baseURL }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Manage ${unique()}`, maxAttendees: 40 })
  const email = `manage.${unique()}@example.com`
  const registered = await page.request.post(`/api/events/${event.id}/attendees`, {
    data: { name: 'Mona Manage', email, company: 'Before Co', eventId: event.id, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL!),
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const manage = new URL(manageLinkIn(await waitForOutboxMail(email, /.*/))).pathname
  await page.goto(manage)
  await page.getByLabel('Company').fill('After Co')
  await page.getByRole('button', { name: 'Save my details' }).tap()
  const message = page.getByRole('status').filter({ hasText: 'Registration updated' })
  await expect(message).toBeVisible()
  await expectUncoveredAtTheBottom('the entry code', page.getByRole('img', { name: 'QR code: your entry code for the door' }))
  await expect(message).toBeInViewport()
})
