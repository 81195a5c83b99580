import fs from 'node:fs'
import { DEMO_HOST, expect, fillEventForm, pngFile, signIn, test, unique, type EventRecord } from './fixtures'

/** Events of the other demo host (Marcus Reyes), seeded in seed/data/events.ts. */
const OTHER_HOSTS_EVENTS = [
  'Chicago Manufacturing Mixer',
  'Milwaukee Makers Meetup',
  'Oakland Shop Talk',
  'Austin Hardware Social',
]

test('host: creates, edits, manages attendees of, exports and archives an event', async ({ page }) => {
  const tag = unique()
  const name = `Pacific Pint Night ${tag}`
  const renamed = `Pacific Pint Night Deluxe ${tag}`

  await signIn(page, DEMO_HOST.email, DEMO_HOST.password)
  await expect(page.getByText(`Signed in as ${DEMO_HOST.name}`)).toBeVisible()

  // Only the three tabs every signed-in user has; the master admin's are absent.
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')
  await expect(tabs).toHaveText(['Events', 'Attendees', 'Outcomes', 'Password', 'API access'])
  for (const masterOnly of ['Active Hosts', 'Pending Hosts', 'Sponsors', 'FAQs']) {
    await expect(page.getByRole('tab', { name: masterOnly })).toHaveCount(0)
  }
  // Asking for a master-only tab by URL falls back to Events.
  await page.goto('/admin?tab=sponsors')
  await expect(page.getByRole('heading', { name: 'Events Management' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add New Sponsor' })).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Current Events' })).toBeVisible()

  // Create an event in Pacific time with an uploaded banner.
  await page.getByRole('button', { name: 'Create Event' }).click()
  const form = page.getByRole('dialog', { name: 'Create Event' })
  await expect(form).toBeVisible()
  await fillEventForm(form, {
    name,
    description: 'Bike builders and PCB people, one long table by the water.',
    start: '2027-03-20T19:00',
    end: '2027-03-20T22:00',
    maxAttendees: '40',
    venue: 'Pier 39 Taproom',
    street: '39 Embarcadero',
    city: 'San Francisco',
    state: 'CA',
    country: 'USA',
    lat: '37.8087',
    lng: '-122.4098',
  })
  // The zone is one of the spec's four by name (others behind "Other zone…").
  await form.getByLabel('Time zone').selectOption('America/Los_Angeles')
  await form.getByLabel('Event image').setInputFiles(await pngFile('banner.png', '#2a6f97', 800, 400))
  await expect(form.getByRole('img', { name: 'Event image preview' })).toHaveAttribute('src', /^\/media\/.+\.webp$/)
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(page.getByText('Event created successfully')).toBeVisible()
  await expect(form).toBeHidden()

  // It is listed under Current Events with its Pacific time.
  const current = page.getByRole('table', { name: 'Current Events' })
  const row = current.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('March 20, 2027')
  await expect(row).toContainText('7:00 PM - 10:00 PM PDT')
  await expect(row).toContainText('San Francisco, CA')

  // Edit: the stored times come back as Pacific wall-clock times; rename it.
  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const editForm = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(editForm.getByLabel('Start date and time')).toHaveValue('2027-03-20T19:00')
  await expect(editForm.getByLabel('End date and time')).toHaveValue('2027-03-20T22:00')
  await expect(editForm.getByLabel('Time zone')).toHaveValue('America/Los_Angeles')
  await editForm.getByLabel('Name', { exact: true }).fill(renamed)
  await editForm.getByRole('button', { name: 'Update Event' }).click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  const renamedRow = current.getByRole('row', { name: new RegExp(renamed) })
  await expect(renamedRow).toBeVisible()
  await expect(renamedRow).toContainText('7:00 PM - 10:00 PM PDT')
  await expect(current.getByRole('row', { name: new RegExp(`^${name}`) })).toHaveCount(0)

  // The banner is on the public event page too.
  const events = (await (await page.request.get('/api/events')).json()) as EventRecord[]
  const created = events.find((event) => event.name === renamed)!
  expect(created.imageUrl).toMatch(/^\/media\/.+\.webp$/)
  const image = await page.request.get(created.imageUrl!)
  expect(image.ok()).toBe(true)
  expect(image.headers()['content-type']).toBe('image/webp')

  // Manage attendees: add one, remove it after the confirmation.
  await renamedRow.getByRole('button', { name: `Manage attendees of ${renamed}` }).click()
  const attendees = page.getByRole('dialog', { name: 'Event Attendees' })
  await expect(attendees).toBeVisible()
  await expect(attendees.getByText('No attendees registered for this event')).toBeVisible()
  const addForm = attendees.getByRole('form', { name: 'Add attendee' })
  await addForm.getByLabel('Name').fill('Ada Added')
  await addForm.getByLabel('Email', { exact: true }).fill(`ada.${tag}@example.com`)
  await addForm.getByLabel('Company').fill('Added Alloys')
  await addForm.getByRole('button', { name: 'Add Attendee' }).click()
  await expect(page.getByText('Attendee added successfully')).toBeVisible()
  await expect(attendees.getByRole('row', { name: /Ada Added/ })).toContainText(`ada.${tag}@example.com`)

  await attendees.getByRole('button', { name: 'Delete attendee Ada Added' }).click()
  const confirmRemove = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this attendee?' })
  await expect(confirmRemove).toBeVisible()
  await confirmRemove.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Attendee removed successfully')).toBeVisible()
  await expect(attendees.getByText('No attendees registered for this event')).toBeVisible()

  // Add one again and download the list.
  await addForm.getByLabel('Name').fill('Bo Builder')
  await addForm.getByLabel('Email', { exact: true }).fill(`bo.${tag}@example.com`)
  await addForm.getByLabel('Company').fill('Builder, Bolts & Co')
  await addForm.getByRole('button', { name: 'Add Attendee' }).click()
  await expect(page.getByText('Attendee added successfully').first()).toBeVisible()
  await expect(attendees.getByRole('row', { name: /Bo Builder/ })).toBeVisible()

  const downloading = page.waitForEvent('download')
  await attendees.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloading
  // The spec's attendees-{yyyy-MM-dd}.csv: the day of the download, in the browser's calendar.
  const day = await page.evaluate(() => {
    const now = new Date()
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  })
  expect(download.suggestedFilename()).toBe(`attendees-${day}.csv`)
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const lines = csv.trim().split(/\r?\n/)
  // The spec's four columns, then the door's check-in time.
  expect(lines[0]).toBe('"Name","Email","Company","Registered","Checked in"')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(new RegExp(`^"Bo Builder","bo\\.${tag}@example\\.com","Builder, Bolts & Co","\\S+`))
  await expect(page.getByText('Export successful')).toBeVisible()
  await expect(page.getByText('Exported 1 attendee')).toBeVisible()
  await attendees.getByRole('button', { name: 'Close' }).click()
  await expect(attendees).toBeHidden()
  await expect(renamedRow.getByRole('cell', { name: /^1\s*of 40$/ })).toBeVisible()

  // Archive after the confirmation; it moves to Archived Events.
  await renamedRow.getByRole('button', { name: `Archive ${renamed}` }).click()
  const confirmArchive = page.getByRole('alertdialog', { name: 'Are you sure you want to archive this event?' })
  await expect(confirmArchive).toContainText(renamed)
  await confirmArchive.getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByText('Event archived')).toBeVisible()
  await expect(renamedRow).toHaveCount(0)

  // Another host's events are nowhere in this host's lists.
  await expect(current.getByRole('row', { name: /Boston Makers Pub Night/ })).toBeVisible()
  for (const other of OTHER_HOSTS_EVENTS) await expect(page.getByText(other)).toHaveCount(0)

  // Both cards are on the page (as the spec draws them); the Archived link jumps to the second.
  await page.getByRole('navigation', { name: 'Event lists' }).getByRole('link', { name: 'Archived' }).click()
  await expect(page.getByRole('region', { name: 'Archived Events', exact: true })).toBeFocused()
  const archived = page.getByRole('table', { name: 'Archived Events' })
  const archivedRow = archived.getByRole('row', { name: new RegExp(renamed) })
  await expect(archivedRow).toBeVisible()
  await expect(archivedRow.getByRole('button', { name: `View attendees of ${renamed}` })).toBeVisible()
  await expect(archivedRow.getByRole('button', { name: /^Archive/ })).toHaveCount(0)
  await expect(archivedRow.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await expect(archived.getByRole('row', { name: /Detroit Auto Makers Night/ })).toBeVisible()
  for (const other of OTHER_HOSTS_EVENTS) await expect(page.getByText(other)).toHaveCount(0)
})
