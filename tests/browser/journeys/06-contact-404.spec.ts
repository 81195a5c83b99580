import { ADMIN, expect, pauseLikeAPerson, signIn, test } from './fixtures'

test('contact form, the 404 screen, and /auth for a signed-in user', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('Name').fill('Casey Contact')
  await page.getByLabel('Email', { exact: true }).fill('casey@example.com')
  await page.getByLabel('Message').fill('short')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
  await page.getByLabel('Message').fill('We would love to sponsor a night in Boston.')
  await pauseLikeAPerson(page)
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Message sent')).toBeVisible()
  await expect(page.getByText("We'll get back to you soon!")).toBeVisible()

  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404 Page Not Found')).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/admin$/)
})
