import { ADMIN, apiCreateEvent, apiSignIn, expect, originHeaders, pngFile, signIn, test, unique } from './fixtures'

const NEW_PASSWORD = 'journey-admin-password-2'

test('master admin: deletes an event, manages sponsors and FAQs, changes the password, logs out', async ({
  page,
  baseURL,
  playwright,
}) => {
  const tag = unique()
  await signIn(page, ADMIN.email, ADMIN.password)

  // Delete an event (one made for this journey) after the confirmation.
  const doomed = await apiCreateEvent(page.request, baseURL!, { name: `Doomed Night ${tag}` })
  await page.reload()
  const current = page.getByRole('table', { name: 'Current Events' })
  const doomedRow = current.getByRole('row', { name: new RegExp(doomed.name) })
  await expect(doomedRow).toBeVisible()
  await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this event?' })
  await expect(confirmDelete).toContainText(doomed.name)
  await confirmDelete.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Event deleted successfully')).toBeVisible()
  await expect(doomedRow).toHaveCount(0)
  expect((await page.request.get(`/api/events/${doomed.id}`)).status()).toBe(404)

  // Add a sponsor with an uploaded logo; it shows on the home page.
  const sponsor = `Journey Sponsor ${tag}`
  await page.getByRole('tab', { name: 'Sponsors' }).click()
  const addSponsor = page.getByRole('form', { name: 'Add New Sponsor' })
  await addSponsor.getByLabel('Name').fill(sponsor)
  await addSponsor.getByLabel('Logo').setInputFiles(await pngFile('logo.png', '#d4a017', 300, 300))
  await expect(addSponsor.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/media\/.+\.webp$/)
  await addSponsor.getByLabel('Website URL').fill(`https://example.com/sponsor-${tag}`)
  await addSponsor.getByRole('button', { name: 'Add Sponsor' }).click()
  await expect(page.getByText('Sponsor added successfully')).toBeVisible()
  const sponsors = page.getByRole('table', { name: 'Current Sponsors' })
  await expect(sponsors.getByRole('row', { name: new RegExp(sponsor) })).toBeVisible()

  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Our Sponsors' })
  const logo = strip.getByRole('img', { name: sponsor })
  await logo.scrollIntoViewIfNeeded()
  await expect(logo).toBeVisible()
  await expect(logo).toHaveAttribute('src', /^\/media\/.+\.webp$/)
  await expect(strip.getByRole('link', { name: sponsor })).toHaveAttribute('href', `https://example.com/sponsor-${tag}`)

  // Delete it again after the confirmation; it leaves the home page.
  await page.goto('/admin?tab=sponsors')
  await sponsors.getByRole('button', { name: `Delete sponsor ${sponsor}` }).click()
  const confirmSponsor = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this sponsor?' })
  await expect(confirmSponsor).toContainText(sponsor)
  await confirmSponsor.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Sponsor deleted successfully')).toBeVisible()
  await expect(sponsors.getByRole('row', { name: new RegExp(sponsor) })).toHaveCount(0)
  await page.goto('/')
  await expect(strip.getByRole('img').first()).toBeAttached()
  await expect(strip.getByRole('img', { name: sponsor })).toHaveCount(0)

  // Two FAQs with display orders: the lower order comes first on /faq, whatever the adding order.
  const later = { question: `Where do we meet after? ${tag}`, answer: 'At the diner next door.', order: 41 }
  const earlier = { question: `Is there parking? ${tag}`, answer: 'Street parking and a lot behind the venue.', order: 40 }
  await page.goto('/admin?tab=faqs')
  const addFaq = page.getByRole('form', { name: 'Add New FAQ' })
  for (const faq of [later, earlier]) {
    await addFaq.getByLabel('Question').fill(faq.question)
    await addFaq.getByLabel('Answer').fill(faq.answer)
    await addFaq.getByLabel('Display Order').fill(String(faq.order))
    await addFaq.getByRole('button', { name: 'Add FAQ' }).click()
    // The previous identical toast may still be fading out: the list below is what counts.
    await expect(page.getByText('FAQ added successfully').first()).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: faq.question })).toContainText(`Order: ${faq.order}`)
    await expect(addFaq.getByLabel('Question')).toHaveValue('')
  }

  await page.goto('/faq')
  const questions = page.getByRole('heading', { level: 2 })
  await expect(questions.filter({ hasText: later.question })).toBeVisible()
  await expect(page.getByText(earlier.answer)).toBeVisible()
  const shown = await questions.allTextContents()
  expect(shown.indexOf(earlier.question)).toBeGreaterThan(-1)
  expect(shown.indexOf(earlier.question)).toBe(shown.indexOf(later.question) - 1)
  expect(shown.indexOf('What is Makers Pub Night?')).toBeLessThan(shown.indexOf(earlier.question))

  // Change the password, log out, sign in with the new one; the shared admin gets the old one back.
  try {
    await page.goto('/admin?tab=password')
    const passwordForm = page.getByRole('form', { name: 'Change Password' })
    await passwordForm.getByLabel('Current password').fill(ADMIN.password)
    await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await passwordForm.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}-typo`)
    await passwordForm.getByRole('button', { name: 'Change Password' }).click()
    await expect(passwordForm.getByText("Passwords don't match")).toBeVisible()
    await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await passwordForm.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password updated successfully')).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)

    await page.goto('/auth')
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    // The failure stays above the form (besides the toast at the bottom).
    await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(
      'Invalid email or password',
    )

    await signIn(page, ADMIN.email, NEW_PASSWORD)
    await expect(page.getByText(`Signed in as ${ADMIN.name}`)).toBeVisible()
  } finally {
    // Put the shared admin's password back (through the API, so it happens even after a failure).
    const api = await playwright.request.newContext({ baseURL })
    const login = await api.post('/api/login', {
      data: { email: ADMIN.email, password: NEW_PASSWORD },
      headers: originHeaders(baseURL!),
    })
    if (login.ok()) {
      const restored = await api.patch('/api/user/password', {
        data: { currentPassword: NEW_PASSWORD, newPassword: ADMIN.password },
        headers: originHeaders(baseURL!),
      })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
    await api.dispose()
  }
  const check = await playwright.request.newContext({ baseURL })
  await apiSignIn(check, baseURL!, ADMIN.email, ADMIN.password)
  await check.dispose()

  // Logging out lands on the home page.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Makers Pub Night' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
})
