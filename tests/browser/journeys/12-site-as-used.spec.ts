import {
  ADMIN,
  DEMO_HOST,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  originHeaders,
  pauseLikeAPerson,
  signIn,
  test,
  unique,
} from './fixtures'

/**
 * The fixes of the real-browser review, as people meet them: full and closed nights marked,
 * the location asked for when chosen, long descriptions clamped, 250x250 sponsor logos, the
 * lasting "You're going" card on the event page, the signed-in header, and the event form's place lookup
 * and end that follows the start.
 */
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 }
// A visitor in the United States: distances in kilometres, with miles beside them.
test.use({ locale: 'en-US' })

test('a visitor: marked nights, Nearest first, clamped descriptions, sponsor logos, the registered panel', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const tag = unique()
  const full = await apiCreateEvent(request, baseURL!, { name: `Tiny Social ${tag}`, maxAttendees: 1 })
  const taken = await request.post(`/api/events/${full.id}/attendees`, {
    data: { name: 'First Fran', email: `fran.${tag}@example.com`, company: 'Early Co', eventId: full.id, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL!),
  })
  expect(taken.status()).toBe(201)
  const started = new Date(Date.now() - 10 * 60_000)
  const closed = await apiCreateEvent(request, baseURL!, {
    name: `Started Social ${tag}`,
    date: started.toISOString(),
    endDate: new Date(started.getTime() + 3 * 3600_000).toISOString(),
  })
  const long = await apiCreateEvent(request, baseURL!, {
    name: `Wordy Social ${tag}`,
    description: 'A long evening of talk about lathes, mills, presses and the people who run them. '.repeat(12),
  })

  // The browser has not been asked yet: the page offers "Nearest first" instead of prompting.
  await page.goto('/')
  const nearest = page.getByRole('button', { name: 'Nearest first' })
  await expect(nearest).toBeVisible()
  await expect(page.getByText(/Approximately .* km from your location/)).toHaveCount(0)
  // The offer is drawn by the server; the page asks the browser whether it would still ask once it
  // is taken over (the calendar links get their address then). That answer, "prompt", comes before
  // the permission is given here, as a visitor's tap comes after it; a query of our own, asked
  // after the page's, is answered after it.
  await expect(page.getByRole('link', { name: 'Subscribe to all nights' })).toHaveAttribute('href', /^webcal:/)
  await page.evaluate(() => navigator.permissions.query({ name: 'geolocation' }))
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(CHICAGO)
  await nearest.click()
  // A browser in the United States (en-US) reads the spec's kilometres, with miles beside them.
  await expect(page.getByText(/^Approximately \d+\.\d km from your location \(\d+\.\d mi\)$/).first()).toBeVisible()
  await expect(nearest).toHaveCount(0)

  // Full and closed nights say so on their cards and in their page's heading.
  const fullCard = page.getByRole('article', { name: full.name })
  await fullCard.scrollIntoViewIfNeeded()
  await expect(fullCard.getByText('Full · waitlist open')).toBeVisible()
  await expect(fullCard.getByRole('link', { name: `View Details & Register: ${full.name}` })).toBeVisible()
  const closedCard = page.getByRole('article', { name: closed.name })
  await closedCard.scrollIntoViewIfNeeded()
  await expect(closedCard.getByText('Registration closed')).toBeVisible()

  // A long description is clamped to three lines on its card.
  const wordy = page.getByRole('article', { name: long.name })
  await wordy.scrollIntoViewIfNeeded()
  const clamp = await wordy.getByText(/A long evening of talk/).evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(element).lineHeight),
  }))
  expect(clamp.height).toBeLessThanOrEqual(clamp.line * 3 + 1)

  // Sponsor logos are 250 by 250 on a desktop.
  const logo = page.getByRole('region', { name: 'Our Sponsors' }).getByRole('img').first()
  await logo.scrollIntoViewIfNeeded()
  const box = (await logo.boundingBox())!
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([250, 250])

  // A full night keeps the spec's title, subtitle and "Register Now" and says registering joins the waitlist.
  await page.goto(`/events/${full.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${full.name}` })).toBeVisible()
  await expect(page.getByText('Fill out the form below to secure your spot')).toBeVisible()
  await expect(page.getByText('Registering now puts you on the waitlist: we will email you if a seat frees up.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible()
  // A started night keeps the title and says registration is closed, with no form.
  await page.goto(`/events/${closed.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${closed.name}` })).toBeVisible()
  await expect(page.getByText('Registration is closed for this event')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)

  // After registering the person lands on "/" with the card; the event page keeps the calendar
  // links and the manage link on later visits too.
  const open = await apiCreateEvent(request, baseURL!, { name: `Roomy Social ${tag}`, maxAttendees: 20 })
  await page.goto(`/events/${open.id}`)
  await page.getByLabel('Name').fill('Panel Pat')
  await page.getByLabel('Email', { exact: true }).fill(`pat.${tag}@example.com`)
  await page.getByLabel('Company', { exact: true }).fill('Lasting Ltd')
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Register Now' }).click()
  const going = page.getByRole('region', { name: "You're going" })
  await expect(going).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(going.getByText(/A confirmation is on its way/)).toBeVisible()
  await expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute('href', /\/registrations\//)
  await expect(going.getByRole('link', { name: 'Google Calendar', exact: true })).toHaveCount(1)
  // The calendar buttons appear once on the page (not in a toast too; the home page's feed
  // subscription is another link, "Add to Google Calendar by URL").
  await expect(page.getByRole('link', { name: 'Google Calendar', exact: true })).toHaveCount(1)
  // Still there after the toast is long gone and after a reload; on the event page too, where
  // "Register someone else" shows the form.
  await page.reload()
  await expect(going).toBeVisible()
  await page.goto(`/events/${open.id}`)
  await expect(going).toBeVisible()
  await going.getByRole('button', { name: 'Register someone else' }).click()
  await expect(going).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible()
})

test('a host: Dashboard in the header, the place looked up from the address, the end following the start', async ({ page }) => {
  await signIn(page, DEMO_HOST.email, DEMO_HOST.password)
  await page.goto('/faq')
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin')
  await expect(main.getByRole('link', { name: 'Become a Host' })).toHaveCount(0)

  await page.goto('/admin')
  await page.getByRole('button', { name: 'Create Event' }).click()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  await form.getByLabel('City').fill('Chicago')
  await form.getByLabel('State/Province').fill('IL')
  await form.getByLabel('Country').fill('USA')
  await form.getByRole('button', { name: 'Locate from address' }).click()
  await expect(form.getByText(/^Found: Chicago/)).toBeVisible()
  expect(Number(await form.getByLabel('Latitude').inputValue())).toBeCloseTo(41.85, 0)
  expect(Number(await form.getByLabel('Longitude').inputValue())).toBeCloseTo(-87.65, 0)

  // A start moved past the end takes the end with it, three hours later.
  await form.getByLabel('Start date and time').fill('2027-05-01T18:30')
  await form.getByLabel('Start date and time').blur()
  await expect(form.getByLabel('End date and time')).toHaveValue('2027-05-01T21:30')
})
