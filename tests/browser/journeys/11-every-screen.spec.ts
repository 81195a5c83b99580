import fs from 'node:fs'
import path from 'node:path'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './a11y'
import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  manageLinkIn,
  originHeaders,
  signIn,
  test,
  unique,
  waitForOutboxMail,
} from './fixtures'
import type { Page } from '@playwright/test'

/**
 * Every site and dashboard screen, on a desktop and on a phone, in the light and the dark colour
 * scheme: axe-core finds no violation, the page never scrolls sideways, and a screenshot of each
 * lands in test-output/browser/screens/every-screen/.
 */
const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
] as const
const VIEWPORTS = SIZES.flatMap((size) =>
  (['light', 'dark'] as const).map((colorScheme) => ({
    name: `${size.name}-${colorScheme}`,
    use: { ...size.use, colorScheme },
  })),
)

const DASHBOARD_TABS = [
  'events',
  'attendees',
  'password',
  'active-hosts',
  'pending-hosts',
  'sponsors',
  'faqs',
  'reports',
  'privacy',
] as const

async function checkScreen(page: Page, viewport: string, screen: string) {
  // Let lazy parts, fonts and counts settle before judging the page.
  await page.waitForLoadState('networkidle')
  await expectNoHorizontalScroll(page, `${screen} (${viewport})`)
  await expectNoAxeViolations(page, `${screen} (${viewport})`)
  const folder = path.join(test.info().project.outputDir, 'screens', 'every-screen')
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${viewport}-${screen}.png`), fullPage: true })
}

/** An element is really reachable: the topmost element at its centre is itself (nothing covers it). */
async function expectUncovered(page: Page, name: string, locator: ReturnType<Page['getByRole']>) {
  await locator.scrollIntoViewIfNeeded()
  const box = (await locator.boundingBox())!
  const covered = await page.evaluate(
    ({ x, y }) => {
      const top = document.elementFromPoint(x, y)
      return top ? (top.closest('button, a, h1, h2')?.textContent ?? top.tagName) : 'nothing'
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(covered, `${name} is under something`).toBe(name)
}

for (const { name: viewport, use } of VIEWPORTS) {
  test.describe(`every screen on a ${viewport}`, () => {
    test.use(use)

    test(`public screens (${viewport})`, async ({ page, request, baseURL }) => {
      const events = (await (await request.get('/api/events')).json()) as { id: string; name: string }[]
      const open = events[0]
      // A registration of our own for its private page.
      const email = `screens.${viewport}.${unique()}@example.com`
      const registered = await request.post(`/api/events/${open.id}/attendees`, {
        data: { name: 'Screen Reader', email, company: 'Axe Works', eventId: open.id, ...FILLED_BY_A_PERSON },
        headers: originHeaders(baseURL!),
      })
      expect(registered.status(), await registered.text()).toBe(201)
      const manage = new URL(manageLinkIn(await waitForOutboxMail(email, /.*/))).pathname
      const own = (await (await request.get(`/api${manage}`)).json()) as { registration: { checkInUrl: string } }
      const entryCode = new URL(own.registration.checkInUrl).pathname
      // A request to follow the night's city, for the follower's page its email links.
      const follower = `follower.${viewport}.${unique()}@example.com`
      const followed = await request.post('/api/subscriptions', {
        data: { email: follower, city: 'Screenville', ...FILLED_BY_A_PERSON },
        headers: originHeaders(baseURL!),
      })
      expect(followed.status(), await followed.text()).toBe(202)
      const followerPage = /\/subscriptions\/[A-Za-z0-9_-]{22}/.exec((await waitForOutboxMail(follower, /.*/)).text ?? '')![0]

      const screens: [string, string, string][] = [
        ['home', '/', 'Makers Pub Night'],
        ['event', `/events/${open.id}`, `Register for ${open.name}`],
        ['faq', '/faq', 'Frequently Asked Questions'],
        ['contact', '/contact', ''],
        ['host', '/host', ''],
        ['auth', '/auth', ''],
        ['registration', manage, ''],
        ['entry-code', entryCode, 'Your entry code'],
        ['follower', followerPage, 'Your subscription'],
        ['not-found', '/no-such-page', '404 Page Not Found'],
      ]
      for (const [screen, url, heading] of screens) {
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible()
        // The header is one row at either size (68 px plus its accent border).
        const headerHeight = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height)
        expect(headerHeight, `header on ${screen}`).toBeLessThanOrEqual(80)
        await checkScreen(page, viewport, screen)
      }
    })

    test(`dashboard screens of the master admin (${viewport})`, async ({ page, request, baseURL }) => {
      await signIn(page, ADMIN.email, ADMIN.password)
      // The login toast sits at the bottom: Logout and the page title stay clear of it.
      await expect(page.getByText('Login successful')).toBeVisible()
      await expectUncovered(page, 'Logout', page.getByRole('button', { name: 'Logout' }))
      await expectUncovered(page, 'Dashboard', page.getByRole('heading', { level: 1, name: 'Dashboard' }))

      for (const tab of DASHBOARD_TABS) {
        await page.goto(`/admin?tab=${tab}`)
        await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible()
        // Every tab is in sight (none hidden off-screen in a scrolling strip).
        // (Pending Hosts adds how many wait: "Pending Hosts 1 waiting".)
        await expect(
          page.getByRole('tab', { name: new RegExp(`^${tab.replace('-', ' ')}( \\d+ waiting)?$`, 'i') }),
        ).toBeInViewport()
        await checkScreen(page, viewport, `dashboard-${tab}`)
      }

      // The event dialogs, a check-in page and a report.
      await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
      const event = await apiCreateEvent(request, baseURL!, { name: `Screens ${viewport} ${unique()}`, maxAttendees: 20 })
      await page.goto('/admin?tab=events')
      await page.getByRole('button', { name: 'Create Event' }).click()
      const form = page.getByRole('dialog', { name: 'Create Event' })
      await expect(form).toBeVisible()
      // The dialog's buttons stay on screen while its long form is at the top.
      await expect(form.getByRole('button', { name: 'Create Event' })).toBeInViewport()
      await checkScreen(page, viewport, 'dialog-event-form')
      await form.getByRole('button', { name: 'Cancel' }).click()

      await page.getByRole('button', { name: `Manage attendees of ${event.name}` }).click()
      const attendees = page.getByRole('dialog', { name: 'Event Attendees' })
      await expect(attendees.getByText('No attendees registered for this event')).toBeVisible()
      await attendees.getByLabel('Name').fill('Toast Tester')
      await attendees.getByLabel('Email', { exact: true }).fill(`toast.${unique()}@example.com`)
      await attendees.getByLabel('Company').fill('Covered Co')
      await attendees.getByRole('button', { name: 'Add Attendee' }).click()
      // The message shows inside the dialog, in its flow: nothing floats over it.
      await expect(attendees.getByText('Attendee added successfully')).toBeVisible()
      await expect(page.locator('[data-rht-toaster]')).toHaveCount(0)
      await expectUncovered(page, '×', attendees.getByRole('button', { name: /close/i }))
      await checkScreen(page, viewport, 'dialog-attendees')
      // Moving a person to another night (the draft below is not offered: it takes no one).
      await attendees.getByRole('button', { name: 'Move Toast Tester to another night' }).click()
      const move = page.getByRole('dialog', { name: 'Move Toast Tester to another night' })
      await expect(move.getByRole('button', { name: 'Confirm move' })).toBeVisible()
      await checkScreen(page, viewport, 'dialog-move')
      await move.getByRole('button', { name: 'Cancel' }).click()
      await page.keyboard.press('Escape')

      // A draft's row asks before it publishes, saying who will hear of it.
      const draft = await apiCreateEvent(request, baseURL!, { name: `Draft ${viewport} ${unique()}`, status: 'draft' })
      await page.goto('/admin?tab=events')
      await page.getByRole('button', { name: `Publish ${draft.name}` }).click()
      const publish = page.getByRole('alertdialog')
      // Once counted: "Nobody follows Albany yet..." or "N people following Albany...".
      await expect(publish).toContainText(/(follows|following) Albany/)
      await expect(publish).not.toContainText('Counting')
      await checkScreen(page, viewport, 'dialog-publish')
      await publish.getByRole('button', { name: 'Cancel' }).click()

      await page.goto(`/admin/events/${event.id}/check-in`)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await checkScreen(page, viewport, 'check-in')
      await page.goto(`/admin/events/${event.id}/report`)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await checkScreen(page, viewport, 'report')
    })
  })
}
