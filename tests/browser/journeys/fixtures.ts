import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@example.com', password: 'journey-admin-password', name: 'Journey Admin' }
export const DEMO_HOST = { email: 'dana.host@example.com', password: 'demo-host-password', name: 'Dana Whitfield' }

/**
 * Every journey keeps the page's console log, and a screenshot of its end state under
 * test-output/browser/screens (failures also get Playwright's own screenshot).
 */
export const test = base.extend<{ consoleLog: string[] }>({
  consoleLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = []
      page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`))
      page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`))
      await use(lines)
      const screens = path.join(testInfo.project.outputDir, 'screens')
      fs.mkdirSync(screens, { recursive: true })
      const name = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
      await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true }).catch(() => {})
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console.log', { body: lines.join('\n'), contentType: 'text/plain' })
        fs.writeFileSync(path.join(screens, `${name}.console.log`), lines.join('\n'))
      }
    },
    { auto: true },
  ],
})

export { expect }

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page).toHaveURL(/\/admin/)
}
