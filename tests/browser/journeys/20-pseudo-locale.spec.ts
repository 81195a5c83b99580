import {
  ADMIN,
  apiCreateEvent,
  apiSignIn,
  expect,
  FILLED_BY_A_PERSON,
  manageLinkIn,
  originHeaders,
  pauseLikeAPerson,
  test,
  unique,
  waitForOutboxMail,
  type EventRecord,
  LANGUAGE_NAMES,
  servedInPseudo,
} from './fixtures'
import type { Page } from '@playwright/test'

/**
 * Every text a reader sees must come through a catalogue (DESIGN.md section 11). The generated
 * `pseudo` locale (lingui.config.ts) wraps each catalogue text in ⟦…⟧ with accented letters; the
 * page is served as usual and only its `<html lang>` says "pseudo", as the server says "es" for a
 * Spanish reader. Whatever plain letters remain on the page, once host content (event names,
 * venues, FAQ entries: never translated) and the dates Intl writes are set aside, escaped the catalogue.
 */

/** Parts of pages not yet translated (issue 55, listed in the branch's report); this list only shrinks. */
const NOT_YET_TRANSLATED: string[] = []

/** What a host wrote about a night: never translated. */
const nightContent = (event: EventRecord) => [
  event.name,
  event.description,
  event.venue,
  event.street,
  event.city,
  event.state,
  event.country,
]

/** The page's text nodes (visually hidden ones too: screen readers read them), minus host content. */
async function untranslatedTexts(page: Page, hostContent: string[]): Promise<string[]> {
  const texts = await page.evaluate((skip) => {
    const skipped = skip.flatMap((selector) => [...document.querySelectorAll(selector)])
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const out: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [hidden]')) continue
      if (skipped.some((element) => element.contains(parent))) continue
      if (node.textContent?.trim()) out.push(node.textContent.trim())
    }
    return out
  }, NOT_YET_TRANSLATED)
  const dates =
    /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? |(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d+,? \d{4}|\d{1,2}:\d{2}\s?(AM|PM)|\b[A-Z]{2,5}\b|[A-Za-z]+\/[A-Za-z_]+/g
  const names = [...hostContent].filter(Boolean).sort((a, b) => b.length - a.length)
  return texts.filter((text) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ')
    for (const name of names) rest = rest.split(name).join(' ')
    rest = rest.replace(dates, ' ').replace(/© \d{4}/, ' ')
    return /[A-Za-z]{2}/.test(rest)
  })
}

/** Asserts that nothing on the page, as it is now, escaped the catalogue. */
async function expectAllTranslated(page: Page, where: string, hostContent: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo')
  await expect(page.getByRole('contentinfo')).toContainText('⟦')
  expect({ where, untranslated: await untranslatedTexts(page, hostContent) }).toEqual({ where, untranslated: [] })
}

test('the public pages show no text that did not pass through a catalogue', async ({ page, request }) => {
  const events = [
    ...((await (await request.get('/api/events')).json()) as EventRecord[]),
    ...((await (await request.get('/api/events?status=past')).json()) as EventRecord[]),
  ]
  const faqs = (await (await request.get('/api/faqs')).json()) as { question: string; answer: string }[]
  const settings = (await (await request.get('/api/settings')).json()) as { productName: string }
  const hostContent = [
    settings.productName,
    ...events.flatMap((event) => [...nightContent(event), event.hostName]),
    ...faqs.flatMap((faq) => [faq.question, faq.answer]),
    ...LANGUAGE_NAMES,
  ].filter((text): text is string => typeof text === 'string')

  await servedInPseudo(page)
  // The sign-in pages too; a reset link without its token says so in place of the form.
  for (const path of ['/', '/faq', '/contact', '/auth', '/auth/forgot', '/auth/reset?token=not-checked-yet', '/auth/reset']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo')
    await expect(page.getByRole('contentinfo')).toContainText('⟦')
    await page.waitForLoadState('networkidle')
    expect({ path, untranslated: await untranslatedTexts(page, hostContent) }).toEqual({ path, untranslated: [] })
  }
})

test("a full night, its waitlist form and a registration's manage page, with its cancel flow, pass through the catalogue", async ({
  page,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(request, baseURL!, { name: `Pseudo night ${unique()}`, maxAttendees: 1 })
  const seated = { name: 'Pia Pseudo', email: `pseudo.${unique()}@example.com`, company: 'Pseudo Works' }
  const registered = await request.post(`/api/events/${event.id}/attendees`, {
    data: { ...seated, eventId: event.id, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL!),
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const manage = new URL(manageLinkIn(await waitForOutboxMail(seated.email, /.*/))).pathname
  const waiting = { name: 'Walt Waiting', email: `waiting.${unique()}@example.com`, company: 'Queue Co' }
  const settings = (await (await request.get('/api/settings')).json()) as { productName: string }
  const hostContent = [
    settings.productName,
    ...nightContent(event),
    ADMIN.name,
    ...Object.values(seated),
    ...Object.values(waiting),
    // The calendar links name the calendar products, which keep their names in every language.
    'Google Calendar',
    'Outlook',
    ...LANGUAGE_NAMES,
  ].filter((text): text is string => typeof text === 'string')

  await servedInPseudo(page)

  // The event page of a full night: its facts, the companies, "Share" and the waitlist form.
  await page.goto(`/events/${event.id}`)
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="organization"]') })
  await expect(form).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAllTranslated(page, 'full night', hostContent)
  await form.locator('input[autocomplete="name"]').fill(waiting.name)
  await form.locator('input[autocomplete="email"]').fill(waiting.email)
  await form.locator('input[autocomplete="organization"]').fill(waiting.company)
  await pauseLikeAPerson(page)
  await form.locator('button[type="submit"]').click()
  await expect(page.locator('#waitlist-joined')).toBeFocused()
  await expectAllTranslated(page, 'waitlist joined', hostContent)

  // The manage page, then its cancel flow: the dialog, the toast and the cancelled status.
  await page.goto(manage)
  const cancelCard = page.locator('[aria-labelledby="registration-cancel"]')
  await expect(cancelCard).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAllTranslated(page, 'manage page', hostContent)
  await cancelCard.getByRole('button').click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await expectAllTranslated(page, 'cancel dialog', hostContent)
  // Its buttons: "Keep my registration", then "Yes, cancel it".
  await dialog.getByRole('button').last().click()
  await expect(page.locator('#registration-status')).toBeFocused()
  await expectAllTranslated(page, 'cancelled', hostContent)

  // A link that is not valid.
  await page.goto('/registrations/not-a-real-token')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAllTranslated(page, 'invalid link', hostContent)
})

test("a city follower's page, to confirm and to unsubscribe, passes through the catalogue", async ({
  page,
  request,
  baseURL,
}) => {
  const city = `Pseudoville ${unique()}`
  const email = `follower.${unique()}@example.com`
  const asked = await request.post('/api/subscriptions', {
    data: { email, city, ...FILLED_BY_A_PERSON },
    headers: originHeaders(baseURL!),
  })
  expect(asked.status(), await asked.text()).toBe(202)
  const mail = await waitForOutboxMail(email, /.*/)
  const link = (mail.text ?? '').match(/https?:\/\/[^\s"'<>]+\/subscriptions\/[A-Za-z0-9_-]{22}/)?.[0]
  expect(link, `the follower link in ${mail.subject}`).toBeTruthy()
  const settings = (await (await request.get('/api/settings')).json()) as { productName: string }
  const hostContent = [settings.productName, city, email, ...LANGUAGE_NAMES]

  await servedInPseudo(page)
  await page.goto(new URL(link!).pathname)
  const status = page.locator('#subscription-status')
  await expect(status).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAllTranslated(page, 'subscription to confirm', hostContent)
  await page.locator('[aria-labelledby="subscription-status"]').getByRole('button').click()
  await expect(status).toContainText(city)
  await expectAllTranslated(page, 'subscription confirmed', hostContent)
  await page.locator('[aria-labelledby="subscription-status"]').getByRole('button').click()
  await expect(status).not.toContainText(city)
  await expectAllTranslated(page, 'unsubscribed', hostContent)
})

test('the door page, with a check-in, and "Who to meet" on a manage page and a badge\'s swap page pass through the catalogue', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // Tonight, so the door is open and "Who to meet" offers swaps; the makers' tag list.
  await apiSignIn(request, baseURL!, ADMIN.email, ADMIN.password)
  const start = Date.now() + 30 * 60_000
  const event = await apiCreateEvent(request, baseURL!, {
    name: `Pseudo door ${unique()}`,
    networking: { enabled: true, tags: [] },
    date: new Date(start).toISOString(),
    endDate: new Date(start + 3 * 3600_000).toISOString(),
  })
  const people = [
    {
      name: 'Ann Alvarez',
      company: 'Alvarez Tooling',
      networking: { offers: ['CNC machining'], needs: ['Packaging'], line: 'Five-axis CNC', share: { email: true } },
    },
    {
      name: 'Ben Okafor',
      company: 'Boxwell Packaging',
      networking: {
        offers: ['Packaging'],
        needs: ['CNC machining'],
        line: 'Boxes in a week',
        share: { url: 'https://boxwell.example.com' },
      },
    },
  ]
  // Registered signed out: a host adding someone never sets a profile for them.
  const anonymous = await playwright.request.newContext({ baseURL })
  const tokens: string[] = []
  const emails: string[] = []
  for (const person of people) {
    const email = `${person.name.split(' ')[0].toLowerCase()}.${unique()}@example.com`
    const answer = await anonymous.post(`/api/events/${event.id}/attendees`, {
      data: { ...person, email, eventId: event.id, ...FILLED_BY_A_PERSON },
      headers: originHeaders(baseURL!),
    })
    expect(answer.status(), await answer.text()).toBe(201)
    emails.push(email)
    tokens.push(new URL(manageLinkIn(await waitForOutboxMail(email, /.*/))).pathname.split('/').pop()!)
  }
  const codes: string[] = []
  for (const token of tokens) {
    const view = (await (await anonymous.get(`/api/registrations/${token}/networking`)).json()) as { contactCode: string }
    codes.push(view.contactCode)
  }
  // Ann asks Ben to swap: her page lists it as asked, his as asked of him.
  const asked = await anonymous.post(`/api/registrations/${tokens[0]}/swaps`, {
    data: { code: codes[1] },
    headers: originHeaders(baseURL!),
  })
  expect(asked.status(), await asked.text()).toBeLessThan(300)
  const door = await request.post(`/api/events/${event.id}/door-link`, { headers: originHeaders(baseURL!) })
  expect(door.status(), await door.text()).toBeLessThan(300)
  const doorPath = new URL(((await door.json()) as { url: string }).url).pathname
  const settings = (await (await request.get('/api/settings')).json()) as { productName: string }
  const hostContent = [
    settings.productName,
    ...nightContent(event),
    ...people.flatMap((person) => [person.name, person.company, person.networking.line, 'Ann', 'Ben']),
    // The night's tags are the host's words (the makers' list here), mid-sentence in lower case too;
    // the codes are data.
    ...people
      .flatMap((person) => [...person.networking.offers, ...person.networking.needs])
      .flatMap((tag) => [tag, tag.charAt(0).toLowerCase() + tag.slice(1)]),
    // The calendar links name the calendar products, which keep their names in every language.
    'Google Calendar',
    'Outlook',
    ...emails,
    ...codes,
    ...codes.map((code) => code.split('').join(' ')),
    'https://boxwell.example.com',
    ...LANGUAGE_NAMES,
  ].filter((text): text is string => typeof text === 'string')

  await servedInPseudo(page)

  // A volunteer's door page: the list, then a check-in and its line with Undo.
  await page.goto(doorPath)
  const row = page.getByRole('button', { name: /Ann Alvarez/ })
  await expect(row).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The name this phone uploads its scans under ("Phone 4PW", its word in the page's language): its letters are data.
  const device = (await page.evaluate(() => localStorage.getItem('mpn:door:device'))) ?? ''
  hostContent.push(/[A-Z2-9]{3}$/.exec(device)?.[0] ?? device)
  await expectAllTranslated(page, 'door page', hostContent)
  await row.click()
  await expect(page.locator('[data-door-message] button')).toBeVisible()
  await expectAllTranslated(page, 'door check-in', hostContent)

  // Ann's "Who to meet": her profile, Ben suggested, her code, the swap she asked for.
  await page.goto(`/registrations/${tokens[0]}#who-to-meet`)
  await expect(page.locator('#networking-suggestions')).toBeVisible()
  await expect(page.locator('#swaps-outgoing')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAllTranslated(page, '"Who to meet"', hostContent)

  // Ben's badge scanned on Ann's phone (it remembers her): "Swap contacts with Ben" and what it gives.
  await page.goto(`/c/${codes[1]}`)
  await expect(page.locator('#swap-gives')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectAllTranslated(page, 'swap page', hostContent)
})
