import { BOT_GUARD_MIN_FILL_MS } from '../../../contract/botGuard'
import { ADMIN, apiCreateEvent, apiSignIn, expect, pauseLikeAPerson, test, unique, type EventRecord } from './fixtures'

/** The visitor is in downtown Chicago and lets the site know it. */
const VISITOR = { latitude: 41.88, longitude: -87.63 }
// A visitor outside the United States reads kilometres (journey 12 reads miles in en-US).
test.use({ geolocation: VISITOR, permissions: ['geolocation'], locale: 'en-GB' })

/** Great-circle distance on a 6371 km earth (docs/product.md "Constants and formats"), computed here independently. */
function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

const known = (c: EventRecord['coordinates'] | null | undefined) => !!c && !(c.lat === 0 && c.lng === 0)

/** 20270320T020000Z */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** Wall-clock time in `timeZone` with its UTC offset, e.g. 2027-03-20T19:00:00-07:00. */
function zoneLocal(iso: string, timeZone: string) {
  const date = new Date(iso)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '')
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}

test('visitor: nearest events first, registration with validation, home with the "You\'re going" card', async ({ page }) => {
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const origin = { lat: VISITOR.latitude, lng: VISITOR.longitude }
  const expectedOrder = events
    .map((event, index) => ({ event, index, km: known(event.coordinates) ? kmBetween(origin, event.coordinates) : null }))
    .sort((a, b) =>
      a.km === null ? (b.km === null ? a.index - b.index : 1) : b.km === null ? -1 : a.km - b.km || a.index - b.index,
    )

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeVisible()
  await expect(
    page.getByText(
      'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
    ),
  ).toBeVisible()

  // Distances appear once the browser shares the location; the cards are then nearest first.
  // Cards further down render as the visitor scrolls towards them.
  const cardNames = page.locator('article h3')
  await expect(cardNames.nth(0)).toHaveText(expectedOrder[0].event.name)
  await expect(async () => {
    await page.mouse.wheel(0, 1500)
    expect(await cardNames.count()).toBe(events.length)
  }).toPass({ timeout: 15_000 })
  await expect(cardNames).toHaveText(expectedOrder.map(({ event }) => event.name))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(cardNames.nth(0)).toHaveText('Chicago Manufacturing Mixer')
  await expect(cardNames.nth(1)).toHaveText('Milwaukee Makers Meetup')
  // The page says how it is sorted, with a way back to date order (and forth again).
  await expect(page.getByText('Sorted by distance from you, nearest first.')).toBeVisible()
  await page.getByRole('button', { name: 'Sort by date' }).click()
  await expect(page.getByText('Sorted by date, soonest first.')).toBeVisible()
  await expect(cardNames.nth(0)).toHaveText(events[0].name)
  await page.getByRole('button', { name: 'Nearest first' }).click()
  await expect(cardNames.nth(0)).toHaveText('Chicago Manufacturing Mixer')

  const chicago = expectedOrder[0].event
  const chicagoCard = page.getByRole('article', { name: chicago.name })
  await expect(chicagoCard.getByText(`Approximately ${expectedOrder[0].km!.toFixed(1)} km from your location`)).toBeVisible()
  await expect(
    page
      .getByRole('article', { name: 'Milwaukee Makers Meetup' })
      .getByText(`Approximately ${expectedOrder[1].km!.toFixed(1)} km from your location`),
  ).toBeVisible()

  const countBefore = ((await (await page.request.get(`/api/events/${chicago.id}/attendee-count`)).json()) as { count: number })
    .count
  await expect(chicagoCard.getByText(`${countBefore} / ${chicago.maxAttendees} attendees`)).toBeVisible()

  // Open the event.
  await chicagoCard.getByRole('link', { name: /View Details & Register/ }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${chicago.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${chicago.name}` })).toBeVisible()
  await expect(page.getByText('Fill out the form below to secure your spot')).toBeVisible()

  // An invalid email is refused before anything is sent.
  const who = unique()
  await page.getByLabel('Name').fill('Vera Visitor')
  await page.getByLabel('Email', { exact: true }).fill('vera-at-example')
  await page.getByLabel('Company', { exact: true }).fill('Visitor Machining')
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/events/${chicago.id}$`))

  // A valid registration: the toast, the form resets, and the visitor lands on "/" with the
  // "You're going" card for that night at the top of the page.
  await page.getByLabel('Email', { exact: true }).fill(`vera.${who}@example.com`)
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const going = page.getByRole('region', { name: "You're going" })
  await expect(going).toBeInViewport()
  await expect(going.getByRole('heading', { name: "You're going" })).toBeFocused()
  await expect(going.getByRole('link', { name: chicago.name })).toHaveAttribute('href', `/events/${chicago.id}`)
  await expect(going.getByRole('link', { name: 'Manage your registration' })).toHaveAttribute('href', /\/registrations\//)
  await expect(going.getByRole('img', { name: 'QR code: your entry code for the door' })).toBeVisible()
  // Above the list, whose card counts one more.
  const goingTop = (await going.boundingBox())!.y
  expect(goingTop).toBeLessThan((await page.getByRole('heading', { name: 'Upcoming Events' }).boundingBox())!.y)
  await expect(
    page.getByRole('article', { name: chicago.name }).getByText(`${countBefore + 1} / ${chicago.maxAttendees} attendees`),
  ).toBeVisible()

  // The calendar links (in the registered card, once) carry the event's times: UTC for Google, zone-local for Outlook.
  const event = (await (await page.request.get(`/api/events/${chicago.id}`)).json()) as EventRecord
  const google = new URL((await going.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!)
  expect(google.hostname).toBe('calendar.google.com')
  expect(google.searchParams.get('text')).toBe(event.name)
  expect(google.searchParams.get('dates')).toBe(`${utcStamp(event.date)}/${utcStamp(event.endDate)}`)

  const outlook = new URL((await going.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!)
  expect(outlook.hostname).toBe('outlook.live.com')
  expect(outlook.searchParams.get('subject')).toBe(event.name)
  expect(outlook.searchParams.get('startdt')).toBe(zoneLocal(event.date, event.timezone))
  expect(outlook.searchParams.get('enddt')).toBe(zoneLocal(event.endDate, event.timezone))
  // The demo Chicago night starts at 6 PM and lasts three hours, Chicago time.
  expect(outlook.searchParams.get('startdt')).toMatch(/T18:00:00-0[56]:00$/)
  expect(outlook.searchParams.get('enddt')).toMatch(/T21:00:00-0[56]:00$/)

  // Back on the event page the visitor is going: the spec's title stays, the card replaces the form.
  await going.getByRole('link', { name: chicago.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${chicago.name}` })).toBeVisible()
  await expect(page.getByRole('region', { name: "You're going" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
})

test('a fast autofill submit waits out the bot guard itself and succeeds, never "quicker than we expected"', async ({
  page,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(request, baseURL!, { name: `Autofill Social ${unique()}`, maxAttendees: 10 })
  await page.goto(`/events/${event.id}`)
  // Autofill puts every field in at once and the person taps at once: well under 3 seconds.
  const opened = Date.now()
  await page.getByLabel('Name').fill('Quick Quinn')
  await page.getByLabel('Email', { exact: true }).fill(`quinn.${unique()}@example.com`)
  await page.getByLabel('Company', { exact: true }).fill('Autofill Ltd')
  await page.getByRole('button', { name: 'Register Now' }).click()
  expect(Date.now() - opened).toBeLessThan(BOT_GUARD_MIN_FILL_MS)
  // The form shows its pending state while the rest of the 3 seconds runs out, then sends.
  await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: "You're going" })).toBeVisible()
  await expect(page.getByText(/quicker than we expected/)).toHaveCount(0)

  // The contact form too.
  await page.goto('/contact')
  await page.getByLabel('Name').fill('Quick Quinn')
  await page.getByLabel('Email', { exact: true }).fill(`quinn.${unique()}@example.com`)
  await page.getByLabel('Message').fill('Sent straight after autofill, without a pause.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible()
  await expect(page.getByText(/quicker than we expected/)).toHaveCount(0)
})
