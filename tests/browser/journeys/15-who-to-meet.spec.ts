import fs from 'node:fs'
import path from 'node:path'
import { qrCodesOnPage } from '../../support/pdf'
import { BADGE, badgeOrigin } from '../../../cms/modules/door/badgeSheet'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './a11y'
import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  manageLinkIn,
  originHeaders,
  pauseLikeAPerson,
  signIn,
  test,
  unique,
  waitForOutboxMail,
  type EventRecord,
} from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'
import type { NetworkingDto, NetworkingProfileInput } from '../../../contract/networking'

/**
 * "Who to meet" as people use it (docs/product.md "Who to meet"): on a phone, register with a
 * profile, see who to look for, scan a badge's "Swap contacts" QR code with the manage page
 * remembered, accept on the other person's phone, and see the swap; then axe on every new screen
 * at 390 and 1366 px in both colour schemes.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const

/**
 * A night with "Who to meet" on (the makers' list), made by the journey's master admin; `tonight`:
 * starting in half an hour, so the door is open and pages keep themselves fresh (decision 380).
 */
async function networkingNight(request: APIRequestContext, baseURL: string, name: string, tonight = false): Promise<EventRecord> {
  await apiSignIn(request, baseURL, ADMIN.email, ADMIN.password)
  const start = Date.now() + 30 * 60_000
  const times = tonight ? { date: new Date(start).toISOString(), endDate: new Date(start + 3 * 3600_000).toISOString() } : {}
  return apiCreateEvent(request, baseURL, { name, networking: { enabled: true, tags: [] }, ...times })
}

/**
 * Someone registering through the API with a profile (signed out: a host adding someone never
 * sets a profile for them); their manage page's path from the confirmation email.
 */
async function registerWithProfile(
  request: APIRequestContext,
  baseURL: string,
  event: EventRecord,
  person: { name: string; company: string },
  networking: NetworkingProfileInput,
) {
  const email = `${person.name.split(' ')[0].toLowerCase()}.${unique()}@example.com`
  const answer = await request.post(`/api/events/${event.id}/attendees`, {
    data: { ...person, email, networking, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL),
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return { email, manage: new URL(manageLinkIn(await waitForOutboxMail(email, /.*/))).pathname }
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('register with a profile, see who to look for, scan a badge with the page remembered, accept on the other phone, see the swap', async ({
    page,
    browser,
    request,
    playwright,
    baseURL,
  }) => {
    const night = await networkingNight(request, baseURL!, `Meet Night ${unique()}`, true)
    const anonymous = await playwright.request.newContext({ baseURL })
    // Ben is already in, with a badge: he offers what Ann will need, and shares his link.
    const ben = await registerWithProfile(
      anonymous,
      baseURL!,
      night,
      { name: 'Ben Okafor', company: 'Boxwell Packaging' },
      {
        offers: ['Packaging'],
        needs: ['CNC machining'],
        line: 'Custom boxes in a week',
        share: { url: 'https://boxwell.example.com' },
      },
    )

    // Ann registers on her phone and ticks the separate "Help me meet people tonight".
    await page.goto(`/events/${night.id}`)
    await page.getByLabel('Name').fill('Ann Alvarez')
    const annEmail = `ann.${unique()}@example.com`
    await page.getByLabel('Email', { exact: true }).fill(annEmail)
    await page.getByLabel('Company', { exact: true }).fill('Alvarez Tooling')
    const choice = page.getByRole('checkbox', { name: 'Help me meet people tonight' })
    await expect(choice).not.toBeChecked()
    await choice.tap()
    const offers = page.getByRole('group', { name: 'I make / offer' })
    await offers.getByRole('checkbox', { name: 'CNC machining' }).tap()
    await page.getByRole('group', { name: "I'm looking for" }).getByRole('checkbox', { name: 'Packaging' }).tap()
    await page.getByLabel('One line about you').fill('Five-axis CNC in Dayton')
    await page.getByRole('checkbox', { name: 'My email address' }).tap()
    await expectNoHorizontalScroll(page, 'registration with a profile')
    await pauseLikeAPerson(page)
    await page.getByRole('button', { name: 'Register Now' }).tap()
    await expect(page.getByText('Registration successful')).toBeVisible()

    // One tap from the "You're going" card to her suggestions.
    await page.getByRole('link', { name: 'See who to meet' }).tap()
    await expect(page).toHaveURL(/\/registrations\/[^#]+#who-to-meet$/)
    await expect(page.getByRole('region', { name: '1 person to look for tonight' })).toBeInViewport()

    // And one tap from the confirmation email: who to look for tonight, and why.
    const confirmation = await waitForOutboxMail(annEmail, /.*/)
    const seeWhoToMeet = /See who to meet: (\S+)/.exec(confirmation.text ?? '')?.[1]
    expect(seeWhoToMeet).toMatch(/#who-to-meet$/)
    const annManage = new URL(manageLinkIn(confirmation)).pathname
    await page.goto(seeWhoToMeet!)
    const suggestions = page.getByRole('region', { name: '1 person to look for tonight' })
    await expect(suggestions).toBeInViewport()
    await expect(suggestions.getByText('Ben · Boxwell Packaging')).toBeVisible()
    await expect(suggestions.getByText('You need packaging; Ben offers it. Ben needs CNC machining; you offer it.')).toBeVisible()
    // The phone she opted in from remembers her by default (issue 54 item 2); she can untick it.
    await expect(page.getByRole('checkbox', { name: 'Remember me on this phone tonight' })).toBeChecked()

    // The host prints the badges; Ann's phone camera reads Ben's "Swap contacts" code.
    const sheet = await request.get(`/api/events/${night.id}/badges.pdf`)
    expect(sheet.status()).toBe(200)
    const benBadge = badgeOrigin('letter', 1)
    const [benSwapCode] = await qrCodesOnPage(
      await sheet.body(),
      1,
      [{ x: benBadge.x, y: benBadge.y + 1.5 * 72, width: BADGE.width / 2, height: 1.5 * 72 }],
      200,
    )
    expect(benSwapCode).toMatch(new RegExp(`^${baseURL}/c/[A-Z0-9]{8}$`))
    // Ben's page is open on his phone before she asks.
    const benPhone = await browser.newContext({ ...PHONE, baseURL })
    const benPage = await benPhone.newPage()
    await benPage.goto(ben.manage)
    await expect(benPage.getByRole('region', { name: '1 person to look for tonight' })).toBeVisible()

    await page.goto(benSwapCode!)
    await expect(page.getByRole('heading', { level: 1, name: 'Swap contacts with Ben' })).toBeVisible()
    await expect(page.getByText('Boxwell Packaging')).toBeVisible()
    await page.getByRole('button', { name: 'Swap contacts with Ben' }).tap()
    await expect(page.getByText('Ben will see your request when they next look at their page.', { exact: false })).toBeVisible()

    // Ben's phone: the request appears on the open page, without a reload (it re-reads every 15 s
    // during the night); he accepts and sees what Ann shares.
    const incoming = benPage.getByRole('region', { name: 'Asked to swap with you' })
    await expect(incoming.getByText('Ann', { exact: true })).toBeVisible({ timeout: 25_000 })
    await incoming.getByRole('button', { name: "Accept Ann's swap" }).tap()
    const benSwapped = benPage.getByRole('region', { name: 'Swapped' })
    await expect(benSwapped.getByText('Ann Alvarez')).toBeVisible()
    await expect(benSwapped.getByRole('link', { name: annEmail })).toBeVisible()
    await expectNoHorizontalScroll(benPage, "Ben's page")
    await benPhone.close()

    // Back on Ann's phone: the swap, with only what Ben chose to share.
    await page.goto(annManage)
    const annSwapped = page.getByRole('region', { name: 'Swapped' })
    await expect(annSwapped.getByText('Ben Okafor')).toBeVisible()
    await expect(annSwapped.getByRole('link', { name: 'https://boxwell.example.com' })).toBeVisible()
    await expect(annSwapped.getByText(ben.email)).toHaveCount(0)
  })

  test('scan a badge on a phone that does not know you: Email me my link, open it, ask; the next scan asks in one tap', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const night = await networkingNight(request, baseURL!, `Link Night ${unique()}`)
    const anonymous = await playwright.request.newContext({ baseURL })
    // Sorted by name on the sheet: Ben, Cy. Cy registered on a laptop; this phone has never seen him.
    await registerWithProfile(
      anonymous,
      baseURL!,
      night,
      { name: 'Ben Okafor', company: 'Boxwell Packaging' },
      { offers: ['Packaging'] },
    )
    const cy = await registerWithProfile(
      anonymous,
      baseURL!,
      night,
      { name: 'Cy Chen', company: 'Circuit Co' },
      { needs: ['Packaging'], share: { email: true } },
    )
    const sheet = await request.get(`/api/events/${night.id}/badges.pdf`)
    expect(sheet.status()).toBe(200)
    const benBadge = badgeOrigin('letter', 0)
    const [benSwapCode] = await qrCodesOnPage(
      await sheet.body(),
      1,
      [{ x: benBadge.x, y: benBadge.y + 1.5 * 72, width: BADGE.width / 2, height: 1.5 * 72 }],
      200,
    )
    expect(benSwapCode).toMatch(new RegExp(`^${baseURL}/c/[A-Z0-9]{8}$`))
    const benCode = benSwapCode!.split('/').pop()!

    // Cy's phone camera opens Ben's code: one step, his email.
    await page.goto(benSwapCode!)
    await expect(page.getByRole('heading', { level: 1, name: 'Swap contacts with Ben' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Swap contacts with Ben' })).toHaveCount(0)
    await page.getByLabel('Your email').fill(cy.email)
    await page.getByRole('button', { name: 'Email me my link' }).tap()
    await expect(page.getByText('Check your email')).toBeVisible()
    await expectNoHorizontalScroll(page, 'Email me my link, sent')

    // The email's link: his page, at the swap, Ben's code filled in.
    const mail = await waitForOutboxMail(cy.email, /swap contacts with Ben/)
    const link = (mail.text ?? '').match(/Swap contacts with Ben: (\S+)/)?.[1]
    expect(link).toContain(`${cy.manage}?`)
    await page.goto(link!)
    const field = page.getByLabel('Their code')
    await expect(field).toHaveValue(benCode)
    await expect(field).toBeFocused()
    await expect(page.getByRole('checkbox', { name: 'Remember me on this phone tonight' })).toBeChecked()
    await page.getByRole('button', { name: 'Find' }).tap()
    await page.getByRole('button', { name: 'Swap contacts with Ben' }).tap()
    await expect(page.getByText('Ben will see your request', { exact: false })).toBeVisible()

    // The phone knows Cy now: the next scan of the badge is one tap from asking.
    await page.goto(benSwapCode!)
    await expect(page.getByRole('button', { name: 'Swap contacts with Ben' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Email me my link' })).toHaveCount(0)
  })
})

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: PHONE },
].flatMap((size) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ name: `${size.name}-${colorScheme}`, use: { ...size.use, colorScheme } })),
)

async function checkScreen(page: Page, viewport: string, screen: string) {
  await page.waitForLoadState('networkidle')
  await expectNoHorizontalScroll(page, `${screen} (${viewport})`)
  await expectNoAxeViolations(page, `${screen} (${viewport})`)
  const folder = path.join(test.info().project.outputDir, 'screens', 'who-to-meet')
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${viewport}-${screen}.png`), fullPage: true })
}

for (const { name: viewport, use } of VIEWPORTS) {
  test.describe(`the new screens on a ${viewport}`, () => {
    test.use(use)

    test(`axe finds nothing on "Who to meet" (${viewport})`, async ({ page, request, playwright, baseURL }) => {
      const night = await networkingNight(request, baseURL!, `Axe Meet ${viewport} ${unique()}`)
      const anonymous = await playwright.request.newContext({ baseURL })
      const people = []
      for (const [i, name] of ['Cy Chen', 'Di Dorsey', 'Ed Evans', 'Flo Fox', 'Gil Grey'].entries())
        people.push(
          await registerWithProfile(
            anonymous,
            baseURL!,
            night,
            { name, company: `Company ${i}` },
            {
              offers: [['Packaging', 'Sheet metal', '3D printing', 'Woodworking', 'PCB assembly'][i]],
              needs: ['CNC machining'],
              line: `Line ${i}`,
            },
          ),
        )
      const me = await registerWithProfile(
        anonymous,
        baseURL!,
        night,
        { name: 'Ann Axe', company: 'Axe Works' },
        { offers: ['CNC machining'], needs: ['Packaging', 'Sheet metal'], share: { email: true } },
      )
      const view = (await (await anonymous.get(`/api${me.manage}/networking`)).json()) as NetworkingDto
      const cy = (await (await anonymous.get(`/api${people[0].manage}/networking`)).json()) as NetworkingDto
      // A request waiting for Ann, so her page shows one to accept.
      expect(
        (
          await anonymous.post(`/api${people[1].manage}/swaps`, {
            data: { code: view.contactCode },
            headers: originHeaders(baseURL!),
          })
        ).status(),
      ).toBe(201)

      // The event page with the choice open.
      await page.goto(`/events/${night.id}`)
      await page.getByRole('checkbox', { name: 'Help me meet people tonight' }).check()
      await expect(page.getByRole('group', { name: 'I make / offer' })).toBeVisible()
      await checkScreen(page, viewport, 'registration-with-profile')

      // The manage page: profile, suggestions, the code, swaps.
      await page.goto(me.manage)
      await expect(page.getByRole('region', { name: /people to look for tonight/ })).toBeVisible()
      await expect(page.getByRole('button', { name: /Accept .*'s swap/ })).toBeVisible()
      await checkScreen(page, viewport, 'manage-networking')
      await page.getByRole('button', { name: 'Change', exact: true }).click()
      await expect(
        page.getByRole('region', { name: 'Help me meet people tonight' }).getByRole('button', { name: 'Save my profile' }),
      ).toBeVisible()
      await checkScreen(page, viewport, 'manage-profile-form')

      // A badge's code opened on a phone that remembers nobody, then one that does.
      await page.goto(`/c/${cy.contactCode}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Swap contacts with Cy' })).toBeVisible()
      await checkScreen(page, viewport, 'contact-code')

      // The host: the event dialog's switch and list, the attendee dialog's and the report's counts.
      await signIn(page, ADMIN.email, ADMIN.password)
      await page.goto('/admin?tab=events')
      await page.getByRole('button', { name: `Edit ${night.name}` }).click()
      const form = page.getByRole('dialog', { name: 'Edit Event' })
      await expect(form.getByRole('checkbox', { name: /Suggest people to meet/ })).toBeChecked()
      await form.getByRole('button', { name: 'Remove Woodworking' }).scrollIntoViewIfNeeded()
      await checkScreen(page, viewport, 'dialog-event-networking')
      await form.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('button', { name: `Manage attendees of ${night.name}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Event Attendees' })
      await expect(dialog.getByText('6 people opted in.')).toBeVisible()
      await expect(dialog.getByText('5 looking for CNC machining, 1 offering')).toBeVisible()
      await checkScreen(page, viewport, 'dialog-attendees-networking')
      await page.keyboard.press('Escape')
      await page.goto(`/admin/events/${night.id}/report`)
      await expect(page.getByRole('region', { name: 'Who to meet' })).toBeVisible()
      await checkScreen(page, viewport, 'report-networking')
    })
  })
}
