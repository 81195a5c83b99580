import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  manageLinkIn,
  pauseLikeAPerson,
  test,
  unique,
  waitForOutboxMail,
} from './fixtures'
import type { Page } from '@playwright/test'

/** Name, Email, Company (and the company opt-in) of the registration or waitlist form. */
async function fillAttendee(page: Page, person: { name: string; email: string; company: string }, showCompany = false) {
  await page.getByLabel('Name').fill(person.name)
  await page.getByLabel('Email', { exact: true }).fill(person.email)
  await page.getByLabel('Company', { exact: true }).fill(person.company)
  if (showCompany) await page.getByRole('checkbox', { name: 'Show my company on the event page' }).check()
  await pauseLikeAPerson(page)
}

test('waitlist: a full event, a cancellation from the emailed manage link, the first person waiting promoted', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // One seat, two weeks ahead: a freed seat goes straight to the first person waiting.
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const tag = unique()
  const event = await apiCreateEvent(request, baseURL!, { name: `One Seat Social ${tag}`, maxAttendees: 1 })
  const rita = { name: 'Rita Registered', email: `rita.${tag}@example.com`, company: 'Early Bird Tools' }
  const wes = { name: 'Wes Waiting', email: `wes.${tag}@example.com`, company: 'Patient Parts' }

  // Rita takes the only seat; the toast offers her manage link.
  await page.goto(`/events/${event.id}`)
  await fillAttendee(page, rita, true)
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible()
  // She lands on "/": the "You're going" card offers her manage link.
  const going = page.getByRole('region', { name: "You're going" })
  await expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute(
    'href',
    /\/registrations\/[A-Za-z0-9_-]+$/,
  )
  await expect(page).toHaveURL(/\/$/)

  // Wes, in his own browser, finds the event full and joins the waitlist.
  const wesContext = await browser.newContext()
  const wesPage = await wesContext.newPage()
  await wesPage.goto(`/events/${event.id}`)
  await expect(wesPage.getByText('1 / 1 attendees')).toBeVisible()
  await expect(wesPage.getByText('This event is full')).toBeVisible()
  await expect(wesPage.getByText('Registering now puts you on the waitlist: we will email you if a seat frees up.')).toBeVisible()
  await expect(wesPage.getByRole('region', { name: 'Companies attending' }).getByText('Early Bird Tools')).toBeVisible()
  await fillAttendee(wesPage, wes)
  await wesPage.getByRole('button', { name: 'Register Now' }).click()
  // "You're on the waitlist" with his place and manage link, instead of the form.
  await expect(wesPage.getByRole('heading', { name: "You're on the waitlist" })).toBeFocused()
  await expect(wesPage.getByText(/You are number 1 on the waitlist/)).toBeVisible()
  await expect(wesPage.getByText(new RegExp(`An email is on its way to ${wes.email.replace(/[.]/g, '\\.')}`))).toBeVisible()
  const wesManage = wesPage.getByRole('link', { name: 'Manage your place on the waitlist' })
  await expect(wesManage).toHaveAttribute('href', /\/registrations\/[A-Za-z0-9_-]+$/)
  await expect(wesPage.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
  await expect(wesPage.getByRole('heading', { name: 'Join the waitlist' })).toHaveCount(0)

  // Joining twice stores nothing and hands out no link (it goes by email); Wes is told by email.
  await wesPage.reload()
  await fillAttendee(wesPage, wes)
  await wesPage.getByRole('button', { name: 'Register Now' }).click()
  await expect(wesPage.getByText(/You are number 2 on the waitlist/)).toBeVisible()
  await expect(wesPage.getByText('The link to manage your place is in that email.')).toBeVisible()
  await waitForOutboxMail(wes.email, /already on the waitlist/i)

  // Rita opens the manage link from her confirmation email, on her phone.
  const confirmation = await waitForOutboxMail(rita.email, /you're registered for/i)
  const ritaLink = manageLinkIn(confirmation)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(ritaLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Your registration' })).toBeVisible()
  await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible()
  await expect(page.getByText(rita.email)).toBeVisible()
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Opening the page changed nothing: still registered after a reload, seat still taken.
  await page.reload()
  await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible()
  const count: unknown = await (await request.get(`/api/events/${event.id}/attendee-count`)).json()
  expect(count).toEqual({ count: 1 })

  // She cancels, after the confirmation.
  await page.getByRole('button', { name: 'Cancel my registration' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel your registration?' })
  await expect(confirm.getByRole('button', { name: 'Keep my registration' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('heading', { name: 'This registration is cancelled' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save my details' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'This registration is cancelled' })).toBeVisible()

  // The freed seat went to Wes: he receives the normal confirmation, and his link says so.
  const promoted = await waitForOutboxMail(wes.email, /you're registered for/i)
  await wesPage.goto(manageLinkIn(promoted))
  await expect(wesPage.getByRole('heading', { name: "You're registered" })).toBeVisible()
  await expect(wesPage.getByText(wes.company)).toBeVisible()
  await wesPage.goto(`/events/${event.id}`)
  await expect(wesPage.getByText('1 / 1 attendees')).toBeVisible()

  // A made-up link is not a registration.
  await page.goto('/registrations/not-a-real-token')
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible()
  await wesContext.close()
})
