import { expectNoAxeViolations, expectNoHorizontalScroll } from './a11y'
import { ADMIN, apiCreateEvent, apiSignIn, expect, pauseLikeAPerson, signIn, test, unique, waitForOutboxMail } from './fixtures'
import type { Email } from 'postal-mime'

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

/** The follower's page (`/subscriptions/{token}`) an email links. */
function followerPageIn(mail: Email): string {
  const found = (mail.text ?? '').match(/https?:\/\/[^\s"'<>]+\/subscriptions\/[A-Za-z0-9_-]{22}/)
  if (!found) throw new Error(`no follower link in "${mail.subject}"`)
  return new URL(found[0]).pathname
}

test('follow a city on a phone: ask from the event page, confirm from the email, hear about the next night once, unsubscribe', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const tag = unique()
  const city = `Journeyville ${tag}`
  const email = `follower.${tag}@example.com`
  const first = await apiCreateEvent(request, baseURL!, { name: `First Night ${tag}`, city })

  // A visitor on the night's page asks to hear about new nights in its city.
  await page.goto(`/events/${first.id}`)
  const follow = page.getByRole('region', { name: `Get notified about new nights in ${city}` })
  await follow.getByLabel('Your email').fill(email)
  await pauseLikeAPerson(page)
  await follow.getByRole('button', { name: 'Notify me' }).click()
  await expect(follow.getByRole('status')).toContainText('Check your inbox')
  await expectNoHorizontalScroll(page, 'event page with the follow form')

  // The email's link opens the page, which changes nothing until Confirm.
  const confirmation = await waitForOutboxMail(email, new RegExp(`confirm new nights in ${city}`))
  await page.goto(followerPageIn(confirmation))
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible()
  await expectNoAxeViolations(page, 'follower page (confirm)')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: `You're following ${city}` })).toBeVisible()
  await expectNoAxeViolations(page, 'follower page (following)')

  // The master admin publishes a draft of the next night from the dashboard, told how many will hear.
  const draft = await apiCreateEvent(request, baseURL!, { name: `Second Night ${tag}`, city, status: 'draft' })
  const hostContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const host = await hostContext.newPage()
  await signIn(host, ADMIN.email, ADMIN.password)
  await host.goto('/admin')
  const publish = host.getByRole('button', { name: `Publish ${draft.name}` })
  await publish.tap()
  const dialog = host.getByRole('alertdialog')
  await expect(dialog).toContainText(`1 person following ${city} will get an email.`)
  await expectNoAxeViolations(host, 'publish dialog')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(host.getByRole('status').filter({ hasText: 'Event published' })).toBeVisible()
  await expect(publish).toHaveCount(0)
  await hostContext.close()

  // One announcement, with one-click unsubscribe in its headers; its link unsubscribes.
  const announcement = await waitForOutboxMail(email, new RegExp(`New night in ${city}: Second Night`))
  const listUnsubscribe = announcement.headers.find((line) => line.key === 'list-unsubscribe')?.value ?? ''
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/subscriptions\/[A-Za-z0-9_-]{22}\/unsubscribe>$/)
  expect(announcement.headers.find((line) => line.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')
  await page.goto(followerPageIn(announcement))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: /unsubscribed/i })).toBeVisible()
  await page.screenshot({ path: 'test-output/browser/screens/follow-city-unsubscribed.png' })
})
