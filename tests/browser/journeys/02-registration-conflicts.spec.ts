import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  originHeaders,
  pauseLikeAPerson,
  test,
  unique,
} from './fixtures'

async function register(page: import('@playwright/test').Page, person: { name: string; email: string; company: string }) {
  await page.getByLabel('Name').fill(person.name)
  await page.getByLabel('Email', { exact: true }).fill(person.email)
  await page.getByLabel('Company', { exact: true }).fill(person.company)
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Register Now' }).click()
}

test('visitor: a second registration with the same email, and a full event', async ({
  page,
  context,
  request,
  baseURL,
  playwright,
}) => {
  // The master admin sets up two fresh events through the API (a separate cookie jar).
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const tag = unique()
  const open = await apiCreateEvent(request, baseURL!, { name: `Open House ${tag}`, maxAttendees: 30 })
  const tiny = await apiCreateEvent(request, baseURL!, { name: `Tiny Table ${tag}`, maxAttendees: 1 })

  // Same person twice, the second time with the email in different letter case.
  await page.goto(`/events/${open.id}`)
  await register(page, { name: 'Dee Duplicate', email: `Dee.Dup.${tag}@Example.com`, company: 'Dup Works' })
  await expect(page.getByText('Registration successful')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // Back on the page this browser shows the registration; "Register someone else" offers the form.
  await page.goto(`/events/${open.id}`)
  await expect(page.getByRole('region', { name: 'When & where' }).getByText('1 / 30 attendees')).toBeVisible()
  await page.getByRole('region', { name: "You're going" }).getByRole('button', { name: 'Register someone else' }).click()
  await register(page, { name: 'Dee Duplicate', email: `dee.dup.${tag}@example.com`, company: 'Dup Works' })
  const failure = page.getByRole('alert').filter({ hasText: 'Registration failed' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('You are already registered for this event')
  await expect(page).toHaveURL(new RegExp(`/events/${open.id}$`))
  await expect(page.getByRole('region', { name: 'When & where' }).getByText('1 / 30 attendees')).toBeVisible()

  // A second tab opens the one-seat event while a seat is still free.
  const early = await context.newPage()
  await early.goto(`/events/${tiny.id}`)
  await expect(early.getByRole('region', { name: 'When & where' }).getByText('0 / 1 attendees')).toBeVisible()
  await expect(early.getByRole('button', { name: 'Register Now' })).toBeVisible()

  // Someone else takes the last seat (an anonymous registration through the API).
  const stranger = await playwright.request.newContext({ baseURL })
  const taken = await stranger.post(`/api/events/${tiny.id}/attendees`, {
    data: { name: 'Quick Quinn', email: `quinn.${tag}@example.com`, company: 'Fast Co', eventId: tiny.id, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL!),
  })
  expect(taken.status(), await taken.text()).toBe(201)
  await stranger.dispose()

  // A visitor opening the event now sees it full: "Register Now" joins the waitlist, and the page says so.
  await page.goto(`/events/${tiny.id}`)
  await expect(page.getByRole('region', { name: 'When & where' }).getByText('1 / 1 attendees')).toBeVisible()
  await expect(page.getByText('This event is full')).toBeVisible()
  await expect(page.getByText('Registering now puts you on the waitlist: we will email you if a seat frees up.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible()

  // The tab that loaded earlier still shows the form; the server says the event is full.
  await early.bringToFront()
  await register(early, { name: 'Late Larry', email: `larry.${tag}@example.com`, company: 'Slow Ltd' })
  const full = early.getByRole('alert').filter({ hasText: 'Registration failed' })
  await expect(full).toBeVisible()
  await expect(full).toContainText('This event is full')
  await expect(early).toHaveURL(new RegExp(`/events/${tiny.id}$`))
  await early.close()
})
