import {
  ADMIN,
  FILLED_BY_A_PERSON,
  apiCreateEvent,
  apiSignIn,
  expect,
  originHeaders,
  pauseLikeAPerson,
  signIn,
  test,
  unique,
} from './fixtures'
import type { APIRequestContext } from '@playwright/test'

/**
 * Issue 30 on a phone: the owner adds a co-host, an attendee answers the night's required
 * question, and the co-host signs in, edits the night and checks the attendee in at the door,
 * where the answer shown at the door is on the row.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

/** An approved host: applies on the public form's API, and the master admin approves. */
async function approvedHost(request: APIRequestContext, baseURL: string, name: string) {
  const host = { name, email: `${name.split(' ')[0].toLowerCase()}.${unique()}@example.com`, password: 'journey-host-password' }
  const applied = await request.post('/api/register', {
    data: { ...host, phone: '312-555-0100', ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL),
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { id } = (await applied.json()) as { id: string | number }
  await apiSignIn(request, baseURL, ADMIN.email, ADMIN.password)
  const approved = await request.patch(`/api/hosts/${id}/approve`, { data: { approved: true }, headers: originHeaders(baseURL) })
  expect(approved.status(), await approved.text()).toBe(200)
  await request.post('/api/logout', { headers: originHeaders(baseURL) })
  return host
}

test('co-host on a phone: added by the owner, edits the night and checks in someone who answered a required question', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const owner = await approvedHost(request, baseURL!, 'Olive Owner')
  const cohost = await approvedHost(request, baseURL!, 'Cole Cohost')

  // The owner's night asks one required question, shown at the door.
  await signIn(page, owner.email, owner.password)
  const event = await apiCreateEvent(page.request, baseURL!, {
    name: `Team Night ${unique()}`,
    questions: [{ label: 'Dietary needs?', kind: 'text', required: true, hostOnly: false, showAtDoor: true }],
  })
  await page.reload()
  await page.getByRole('button', { name: `Edit ${event.name}` }).tap()
  const dialog = page.getByRole('dialog', { name: 'Edit Event' })
  const team = dialog.getByRole('form', { name: 'Add a co-host' })
  await team.getByLabel("Co-host's email").fill(cohost.email)
  await team.getByRole('button', { name: 'Add co-host' }).tap()
  await expect(page.getByText('Co-host added')).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Team members' })).toContainText('Cole Cohost')

  // An attendee on their own phone: the required question must be answered.
  const attendeeContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const attendee = await attendeeContext.newPage()
  await attendee.goto(`/events/${event.id}`)
  await attendee.getByLabel('Name').fill('Quinn Answer')
  await attendee.getByLabel('Email', { exact: true }).fill(`quinn.${unique()}@example.com`)
  await attendee.getByLabel('Company', { exact: true }).fill('Answer Works')
  await pauseLikeAPerson(attendee)
  await attendee.getByRole('button', { name: 'Register Now' }).tap()
  await expect(attendee.getByText('This question is required')).toBeVisible()
  await attendee.getByLabel('Dietary needs?').fill('Vegetarian')
  await attendee.getByRole('button', { name: 'Register Now' }).tap()
  await expect(attendee.getByText('Registration successful')).toBeVisible()
  await attendeeContext.close()

  // The co-host signs in on a phone, sees the night, edits it and runs the door.
  const cohostContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const phone = await cohostContext.newPage()
  await signIn(phone, cohost.email, cohost.password)
  await phone.getByRole('button', { name: `Edit ${event.name}` }).tap()
  const edit = phone.getByRole('dialog', { name: 'Edit Event' })
  await edit.getByLabel('Venue').fill('The Lathe Room')
  await edit.getByRole('button', { name: 'Update Event' }).tap()
  // Quinn is registered, so the new venue is announced to them: the co-host is asked first.
  await phone
    .getByRole('alertdialog', { name: 'Email the 1 registrant about this change?' })
    .getByRole('button', { name: 'Save and email' })
    .tap()
  await expect(phone.getByText('Event updated successfully')).toBeVisible()
  // A co-host does not change the team, archive or delete.
  await expect(phone.getByRole('button', { name: `Edit ${event.name}` })).toBeVisible()
  await expect(phone.getByRole('button', { name: `Archive ${event.name}` })).toHaveCount(0)

  await phone.getByRole('link', { name: `Check-in for ${event.name}` }).tap()
  await expect(phone.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible()
  const row = phone.getByRole('button', { name: 'Check in Quinn Answer Answer Works' })
  await expect(row).toContainText('Dietary needs?: Vegetarian')
  await row.tap()
  await expect(phone.getByText('1 of 1 checked in')).toBeVisible()
  const { scrollWidth, innerWidth } = await phone.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  await cohostContext.close()
})
