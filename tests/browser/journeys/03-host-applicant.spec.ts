import { ADMIN, expect, pauseLikeAPerson, signIn, test, unique } from './fixtures'

test('host applicant: applies, waits for review, is approved, signs in', async ({ page }) => {
  const tag = unique()
  const applicant = { name: `Hana Applicant ${tag}`, email: `hana.${tag}@example.com`, password: 'hana-host-password' }

  // The application.
  await page.goto('/host')
  await expect(page.getByRole('heading', { name: 'Become a Host' })).toBeVisible()
  await expect(page.getByText('An administrator reviews every application.')).toBeVisible()
  await page.getByLabel('Name').fill(applicant.name)
  await page.getByLabel('Email', { exact: true }).fill(applicant.email)
  await page.getByLabel('Password').fill(applicant.password)
  await page.getByLabel('Phone').fill('312-555-0123')
  await page.getByLabel('LinkedIn profile URL').fill(`https://www.linkedin.com/in/hana-${tag}`)
  await page.getByLabel('City').fill('Dayton')
  await page.getByLabel('What would you like to run?').fill('A monthly night for machinists and makers.')
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: 'Apply to Host' }).click()
  await expect(page.getByText('Application received — pending review')).toBeVisible()
  // The spec's toast, besides the lasting note that the application awaits review.
  const toast = page.getByRole('status').filter({ hasText: 'Registration successful' })
  await expect(toast).toContainText(`Welcome, ${applicant.name}!`)
  await expect(page.getByText(`Thanks, ${applicant.name}!`)).toBeVisible()

  // Signing in before the review is refused, with the reason.
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(applicant.email)
  await page.getByLabel('Password').fill(applicant.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // The refusal stays above the form (the toast at the bottom says it too).
  const refusal = page.locator('form').getByRole('alert').filter({ hasText: 'Login failed' })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText('Your host application is awaiting review')
  await expect(page).toHaveURL(/\/auth$/)

  // The master admin approves the application.
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.getByRole('tab', { name: 'Pending Hosts' }).click()
  await expect(page).toHaveURL(/tab=pending-hosts/)
  const row = page.getByRole('row', { name: new RegExp(applicant.name) })
  // The reviewer reads where and what the applicant would run.
  await expect(row).toContainText('Dayton')
  await expect(row).toContainText('A monthly night for machinists and makers.')
  await expect(row).toBeVisible()
  await expect(row.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `https://www.linkedin.com/in/hana-${tag}`)
  await row.getByRole('button', { name: `Approve ${applicant.name}` }).click()
  await expect(page.getByText('Host approval status updated successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.getByRole('tab', { name: 'Active Hosts' }).click()
  await expect(page.getByRole('row', { name: new RegExp(applicant.name) })).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)

  // The new host signs in and lands on the dashboard.
  await signIn(page, applicant.email, applicant.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText(`Signed in as ${applicant.name}`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Events Management' })).toBeVisible()
  await expect(page.getByText('No current events')).toBeVisible()
})
