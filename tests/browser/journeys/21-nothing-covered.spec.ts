import fs from 'node:fs'
import path from 'node:path'
import {
  ADMIN,
  apiCreateEvent,
  expect,
  FILLED_BY_A_PERSON,
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
async function expectUncoveredAtTheBottom(page: Page, name: string, locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  // Let a smooth scroll or a toast's entrance settle.
  await page.waitForTimeout(300)
  const covering = await locator.evaluate((element) => {
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
  })
  expect(covering, `${name} is under something`).toEqual([])
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
    await expectUncoveredAtTheBottom(page, `tag ${index + 1}`, removes.nth(index))
  await shot(page, 'dialog-tags')
  // The form's last field, scrolled as far as it goes, sits fully above the buttons.
  const last = form.locator('form input, form select, form textarea').last()
  await expectUncoveredAtTheBottom(page, 'the last field', last)
  const bar = (await form.getByRole('button', { name: 'Create Event' }).boundingBox())!
  const field = (await last.boundingBox())!
  expect(field.y + field.height).toBeLessThanOrEqual(bar.y)
  await expect(form.getByRole('button', { name: 'Create Event' })).toBeInViewport()
})

test('creating a night: the message shows in the page’s flow, its row’s buttons are not under it', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Create Event' }).click()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  const name = `Uncovered ${unique()}`
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Description').fill('A night made to see what the message covers.')
  await form.getByLabel('Start date and time').fill('2027-04-20T19:00')
  await form.getByLabel('End date and time').fill('2027-04-20T22:00')
  await form.getByLabel('Max attendees').fill('40')
  await form.getByLabel('Venue').fill('Cover Hall')
  await form.getByLabel('Street').fill('1 Flow Street')
  await form.getByLabel('City').fill('Albany')
  await form.getByLabel('State/Province').fill('NY')
  await form.getByLabel('Country').fill('USA')
  await form.getByText('Set the map pin by hand').click()
  await form.getByLabel('Latitude').fill('42.6526')
  await form.getByLabel('Longitude').fill('-73.7562')
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(form).toBeHidden()
  const message = page.getByRole('tabpanel').getByText('Event created successfully')
  await expect(message).toBeVisible()
  // In the flow: its box is part of the page, under the section's header, not fixed over it.
  expect(await message.evaluate((element) => element.closest('[data-toast-slot]') !== null)).toBe(true)
  const row = page.getByRole('table', { name: 'Current Events' }).getByRole('row', { name: new RegExp(name) })
  for (const button of await row.getByRole('button').all()) await expectUncoveredAtTheBottom(page, 'a row button', button)
  await expect(message).toBeVisible()
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
  const message = page.locator('[data-toast-slot]').getByText(`Checked in: Person F ${tag}`)
  await expect(message).toBeVisible()
  await expectUncoveredAtTheBottom(page, 'the next row', page.getByRole('button', { name: `Check in Person G ${tag} Company 6` }))
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
  await expectUncoveredAtTheBottom(page, 'the entry code', code)
  await expect(page.locator('[data-toast-slot]').getByText('Registration successful')).toBeVisible()
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
  const details = page.getByRole('region', { name: 'Correct your details' })
  await expect(details.getByText('Registration updated')).toBeVisible()
  await expectUncoveredAtTheBottom(
    page,
    'the entry code',
    page.getByRole('img', { name: 'QR code: your entry code for the door' }),
  )
  await expect(details.getByText('Registration updated')).toBeVisible()
})
