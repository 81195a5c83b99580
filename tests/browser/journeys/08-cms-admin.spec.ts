import { expectNoAxeViolations } from './a11y'
import { ADMIN, DEMO_HOST, expect, test, unique } from './fixtures'
import type { Page } from '@playwright/test'

async function cmsLogin(page: Page, email: string, password: string) {
  await page.goto('/cms')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

const COLLECTIONS = ['Users', 'Events', 'Attendees', 'Sponsors', 'FAQs', 'Media', 'Contact Messages']
/** The server's own records: not offered in the navigation or on the dashboard, still open by address. */
const INTERNAL = [
  { label: 'Email outbox', slug: 'email-outbox' },
  { label: 'Door links', slug: 'door-links' },
  { label: 'Sent reminders', slug: 'sent-reminders' },
  { label: 'Health Probes', slug: 'health-probes' },
]

test('CMS admin: login page, the master admin sees the collections, a host is refused, a CMS sponsor reaches the site', async ({
  page,
  browser,
  request,
}) => {
  // /cms is Payload's admin, served by the same server; signed out it shows the login form.
  const raw = await request.get('/cms')
  expect(raw.status()).toBe(200)
  expect(raw.headers()['content-type']).toContain('text/html')

  await page.goto('/cms')
  await expect(page).toHaveTitle(/Makers Pub Night CMS/)
  // The product's name and mark instead of the stock branding.
  await expect(page.getByText('Makers Pub Night CMS', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Collections' })).toHaveCount(0)

  // A host signs in to the CMS and is turned away.
  const hostContext = await browser.newContext()
  const hostPage = await hostContext.newPage()
  try {
    await cmsLogin(hostPage, DEMO_HOST.email, DEMO_HOST.password)
    await expect(hostPage).toHaveURL(/\/cms\/unauthorized$/)
    await expect(
      hostPage.getByRole('heading', { name: 'Unauthorized, this user does not have access to the admin panel.' }),
    ).toBeVisible()
    await expect(hostPage.getByText('You are not allowed to access this page.')).toBeVisible()
    await expect(hostPage.getByRole('heading', { name: 'Collections' })).toHaveCount(0)
    await expect(hostPage.getByRole('link', { name: 'Sponsors' })).toHaveCount(0)
    // Going straight to a collection does not help.
    await hostPage.goto('/cms/collections/sponsors/create')
    await expect(hostPage.getByRole('heading', { name: /^Unauthorized/ })).toBeVisible()
    await expect(hostPage.getByRole('textbox', { name: 'Logo Url' })).toHaveCount(0)
  } finally {
    await hostContext.close()
  }

  // The master admin signs in and sees the collections on the dashboard.
  await cmsLogin(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible()
  for (const collection of COLLECTIONS) {
    await expect(page.getByRole('heading', { level: 3, name: collection, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Site Settings' })).toBeVisible()
  // Invitations are part of the data model only: not offered in the CMS.
  await expect(page.getByRole('heading', { level: 3, name: 'Invitations', exact: true })).toHaveCount(0)
  for (const { label } of INTERNAL) {
    await expect(page.getByRole('heading', { level: 3, name: label, exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0)
  }
  await expectNoAxeViolations(page, 'CMS dashboard', ['critical'])
  await page.screenshot({ path: test.info().outputPath('cms-dashboard.png'), fullPage: true })
  // The outbox stays readable by its address, for a master admin chasing a failed email.
  await page.goto('/cms/collections/email-outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeVisible()

  // The events list: times in each event's own zone with its label, "Host", "Yes"/"No".
  const listed = (await (await page.request.get('/api/events')).json()) as {
    id: string | number
    name: string
    date: string
    timezone: string
  }[]
  await page.goto('/cms/collections/events')
  const table = page.getByRole('table')
  // (Payload names a header by its label and its sort buttons.)
  await expect(table.getByRole('columnheader', { name: /^Host Sort by/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /^Host Id/ })).toHaveCount(0)
  const first = listed[0]
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: first.timezone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(first.date))
  const firstRow = table.getByRole('row', { name: new RegExp(first.name) })
  await expect(firstRow).toContainText(local.replace(/\u202f/g, ' '))
  await expect(firstRow.getByRole('cell', { name: 'No', exact: true })).toBeVisible()
  await expect(table).not.toContainText(/\b(true|false)\b/)
  // Payload's row checkboxes come without a name; the admin's provider names them after the row.
  await expect(firstRow.getByRole('checkbox', { name: `Select ${first.name}` })).toBeAttached()
  await expectNoAxeViolations(page, 'CMS events list', ['critical'])

  // An event's times in its own zone, beside the pickers that show the editor's zone.
  const [firstEvent] = listed
  await page.goto(`/cms/collections/events/${firstEvent.id}`)
  await expect(
    page.getByText(new RegExp(`In the event's zone \\(${firstEvent.timezone.replace('/', '\\/')}\\): starts \\w+day, `)),
  ).toBeVisible()
  await page.goto('/cms')

  // A sponsor added in the CMS, reusing an uploaded logo.
  const sponsors = (await (await page.request.get('/api/sponsors')).json()) as { logoUrl: string }[]
  const logoUrl = sponsors.map((sponsor) => sponsor.logoUrl).find((url) => url.startsWith('/media/'))!
  expect(logoUrl).toBeTruthy()
  const name = `CMS Sponsor ${unique()}`

  await page.getByRole('link', { name: 'Show all Sponsors' }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/sponsors(\?|$)/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible()
  await page
    .getByRole('link', { name: /^Create New/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cms\/collections\/sponsors\/create/)
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Logo Url' }).fill(logoUrl)
  // The logo as the site will show it, before saving.
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', logoUrl)
  await expectNoAxeViolations(page, 'CMS sponsor edit screen', ['critical'])
  await page.getByRole('textbox', { name: 'Website' }).fill('https://example.com/cms-sponsor')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/sponsors\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // A visitor sees it in the sponsor strip on the home page.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  try {
    await visitor.goto('/')
    const strip = visitor.getByRole('region', { name: 'Our Sponsors' })
    const logo = strip.getByRole('img', { name })
    await logo.scrollIntoViewIfNeeded()
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('src', logoUrl)
    await expect(strip.getByRole('link', { name })).toHaveAttribute('href', 'https://example.com/cms-sponsor')
  } finally {
    await visitorContext.close()
  }

  // And so does the master admin, back on the site.
  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Our Sponsors' })
  await strip.getByRole('img', { name }).scrollIntoViewIfNeeded()
  await expect(strip.getByRole('img', { name })).toBeVisible()
})

test('CMS admin in the editor’s language: Payload’s own German from the browser, the Spanish chosen on the site, our components too', async ({
  browser,
}) => {
  const german = await browser.newContext({ locale: 'de-DE' })
  try {
    const page = await german.newPage()
    await page.goto('/cms')
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0)
    // The reader picks Spanish on the site (its footer's switcher is `?lang=es`): the CMS follows.
    await page.goto('/?lang=es')
    await page.goto('/cms')
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()

    // Our own admin components speak it too (config/adminTranslations.ts), dates through Intl in Spanish.
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(ADMIN.email)
    await page.getByRole('textbox', { name: 'Contraseña' }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    const [first] = (await (await page.request.get('/api/events')).json()) as {
      id: string | number
      name: string
      timezone: string
    }[]
    await page.goto('/cms/collections/events')
    const firstRow = page.getByRole('table').getByRole('row', { name: new RegExp(first.name) })
    await expect(firstRow.getByRole('checkbox', { name: `Seleccionar ${first.name}` })).toBeAttached()
    await expect(firstRow).toContainText(/\p{L}+, \d{1,2} de \p{L}+ de \d{4}, \d{1,2}:\d{2} /u)
    await page.goto(`/cms/collections/events/${first.id}`)
    const zone = first.timezone.replace(/[+]/g, '\\$&')
    await expect(
      page.getByText(
        new RegExp(`En la zona horaria del evento \\(${zone}\\): empieza el \\p{L}+, \\d{1,2} de \\p{L}+ de \\d{4}`, 'u'),
      ),
    ).toBeVisible()
    await expect(page.getByText(/The pickers above show your own zone/)).toHaveCount(0)
    // Our own collections' and fields' words too (config/adminLabels.ts): labels, help texts, the navigation.
    await expect(page.getByText('Máximo de asistentes', { exact: true })).toBeVisible()
    await expect(page.getByText('Max Attendees', { exact: true })).toHaveCount(0)
    await expect(page.getByText(/^Una zona horaria IANA, como America\/New_York/)).toBeVisible()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Asistentes', exact: true })).toBeAttached()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Attendees', exact: true })).toHaveCount(0)
    // Payload's own dates in the list are written as Spanish writes them ("2 dic 2026, 12:24"), not "diciembre 2do 2026".
    await page.goto('/cms/collections/faqs')
    await expect(page.getByRole('table')).toBeVisible()
    await expect(
      page
        .getByRole('table')
        .getByText(/^\d{1,2} \p{L}+\.? \d{4}, \d{1,2}:\d{2}$/u)
        .first(),
    ).toBeVisible()
    // Payload's own button names that take our labels read them as words (config/adminLabels.ts).
    for (const [path, shown] of [
      ['/cms', page.getByRole('heading', { name: 'Eventos' }).first()],
      ['/cms/collections/events', page.getByRole('table')],
    ] as const) {
      await page.goto(path)
      await expect(shown).toBeVisible()
      expect([path, await page.locator('[aria-label*="[object Object]"], [title*="[object Object]"]').count()]).toEqual([path, 0])
    }
  } finally {
    await german.close()
  }
})
