import { ADMIN, apiCreateEvent, apiSignIn, expect, originHeaders, test, unique } from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'
import type { CheckInList, DoorLinkCreated } from '../../../contract/door'

/**
 * Issue 42 on a phone in a basement: the volunteer opens the door link once with a network, the
 * network goes, the page is reloaded and still works from what the phone kept (its files from the
 * service worker, the list in IndexedDB); three people are checked in offline, and when the
 * network returns the queue uploads by itself with the times they arrived. IndexedDB never holds
 * an email, and once the link is revoked the next load leaves nothing personal on the phone.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

/** Everything the door keeps in IndexedDB, as text. */
const keptInIndexedDb = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('mpn-door')
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
        opening.onsuccess = () => {
          const db = opening.result
          const names = [...db.objectStoreNames]
          if (!names.length) return resolve('{}')
          const tx = db.transaction(names, 'readonly')
          const kept: Record<string, unknown> = {}
          for (const name of names) {
            const all = tx.objectStore(name).getAll()
            all.onsuccess = () => (kept[name] = all.result as unknown)
          }
          tx.oncomplete = () => {
            db.close()
            resolve(JSON.stringify(kept))
          }
        }
      }),
  )

/** What the service worker keeps: the addresses of its cached answers. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname)
    return addresses
  })

/**
 * Tonight's night, starting within the hour, with these people registered and a door link: the
 * door is open, so the server keeps the phone's own times (a scan dated before the door opens is
 * taken as made when it opened, or at the upload).
 */
async function nightWithDoorLink(request: APIRequestContext, baseURL: string, name: string, people: string[], company: string) {
  const tag = unique()
  await apiSignIn(request, baseURL, ADMIN.email, ADMIN.password)
  const start = Date.now() + 30 * 60_000
  const event = await apiCreateEvent(request, baseURL, {
    name: `${name} ${tag}`,
    date: new Date(start).toISOString(),
    endDate: new Date(start + 3 * 3600_000).toISOString(),
  })
  for (const person of people) {
    const registered = await request.post(`/api/events/${event.id}/attendees`, {
      data: { name: person, email: `${person.split(' ')[0].toLowerCase()}.${tag}@example.com`, company, eventId: event.id },
      headers: originHeaders(baseURL),
    })
    expect(registered.status(), await registered.text()).toBe(201)
  }
  const link = await request.post(`/api/events/${event.id}/door-link`, { headers: originHeaders(baseURL) })
  expect(link.status(), await link.text()).toBe(201)
  return { event, doorUrl: ((await link.json()) as DoorLinkCreated).url }
}

test('door offline: reload without a network, check three people in, see them wait and upload by themselves', async ({
  browser,
  request,
  baseURL,
}) => {
  const names = ['Ada Basement', 'Grace Basement', 'Linus Basement']
  const { event, doorUrl } = await nightWithDoorLink(request, baseURL!, 'Basement Night', names, 'Cellar Works')

  // Opened once with a network: the page, its files and the list are kept.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const door = await phone.newPage()
  await door.goto(doorUrl)
  await expect(door.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  await expect(door.getByText('0 of 3 checked in')).toBeVisible()
  await expect(door.getByText('All synced')).toBeVisible()
  await door.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => keptInIndexedDb(door)).toContain('Linus Basement')

  // The network goes; the page is reloaded and opens from the phone.
  await phone.setOffline(true)
  const reloaded = await door.reload()
  // The kept page shell (the server fills the slot in every page it serves itself).
  expect(await reloaded?.text()).toContain('<!--meta-tags-->')
  await expect(door.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  await expect(door.getByText('Offline · 0 waiting')).toBeVisible()
  // Offline, nothing speaks in raw errors: the status says what is kept, and a walk-in (a new
  // registration only the server can make) says it needs a network instead of failing to fetch.
  await expect(door.getByText('Check-ins are kept on this phone and upload by themselves.')).toBeVisible()
  await expect(door.getByRole('button', { name: 'Walk-ins need a network' })).toBeDisabled()
  await expect(door.getByRole('button', { name: 'Add walk-in' })).toHaveCount(0)
  for (const name of names) await door.getByRole('button', { name: `Check in ${name}` }).tap()
  await expect(door.getByText('Offline · 3 waiting')).toBeVisible()
  await expect(door.getByText('3 of 3 checked in')).toBeVisible()
  const waiting = JSON.parse(await keptInIndexedDb(door)) as { scans: { attendeeId: string | number; at: string }[] }
  expect(waiting.scans).toHaveLength(3)
  expect(await keptInIndexedDb(door)).not.toContain('@')

  // The network returns: the queue uploads by itself, and the server has the times they arrived.
  await phone.setOffline(false)
  await expect(door.getByText('All synced')).toBeVisible({ timeout: 30_000 })
  await expect(door.getByRole('button', { name: 'Add walk-in' })).toBeEnabled()
  await expect(door.getByText('Failed to fetch')).toHaveCount(0)
  const list = (await (await request.get(`/api/events/${event.id}/check-ins`)).json()) as CheckInList
  expect(list.checkedIn).toBe(3)
  expect(list.attendees.map((person) => [String(person.id), person.checkedInAt]).sort()).toEqual(
    waiting.scans.map((scan) => [String(scan.attendeeId), scan.at]).sort(),
  )
  expect(await keptInIndexedDb(door)).not.toContain('@')

  // Revoked: the next load deletes the list and the queue, and says why.
  expect((await request.delete(`/api/events/${event.id}/door-link`, { headers: originHeaders(baseURL!) })).status()).toBe(200)
  await door.reload()
  await expect(door.getByText('This door link is not valid')).toBeVisible()
  await expect(door.getByText('The list and any check-ins waiting on this phone have been deleted from it.')).toBeVisible()
  await expect.poll(() => keptInIndexedDb(door)).toBe('{"lists":[],"scans":[]}')
  const kept = await cachedAddresses(door)
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.every((address) => address === '/index.html' || address.startsWith('/assets/'))).toBe(true)
  expect(await door.locator('body').innerText()).not.toContain('Basement')
  await phone.close()
})

/** The catalogue files the door's worker keeps for each language, as the build listed them. */
const doorCatalogues = async (page: Page) => {
  const worker = await (await page.request.get('/door-worker.js')).text()
  const listed = /const DOOR_CATALOGUES = (\{.*\});/.exec(worker)
  expect(listed, 'the door worker lists its catalogues').not.toBeNull()
  return JSON.parse(listed![1]) as Record<string, string[]>
}

/** The language of the worker that answers the page (the `lang` it was registered with). */
const workerLanguage = (page: Page) =>
  page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'http://x/').searchParams.get('lang'))

test('door offline in German: the kept page opens in the volunteer’s language, and in English once they switch', async ({
  browser,
  request,
  baseURL,
}) => {
  const { event, doorUrl } = await nightWithDoorLink(request, baseURL!, 'Kellerabend', ['Ada Keller'], 'Kellerwerk')

  // A phone set to German opens the door link once with a network.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  })
  const door = await phone.newPage()
  await door.goto(doorUrl)
  await expect(door.getByText('0 von 1 eingecheckt')).toBeVisible()
  await expect(door.getByText('Alles synchronisiert')).toBeVisible()
  await door.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('lang=de') === true)
  await expect.poll(() => keptInIndexedDb(door)).toContain('Ada Keller')
  const catalogues = await doorCatalogues(door)
  expect(catalogues.de, 'both parts of the German catalogue').toHaveLength(2)
  const kept = await cachedAddresses(door)
  for (const file of catalogues.de) expect(kept).toContain(file)
  for (const file of [...catalogues.fr, ...catalogues.es]) expect(kept).not.toContain(file)

  // Without a network the kept page opens in German, with every text of the door.
  await phone.setOffline(true)
  await door.reload()
  await expect(door.locator('html')).toHaveAttribute('lang', 'de')
  await expect(door.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  await expect(door.getByText('Offline · 0 ausstehend')).toBeVisible()
  await expect(door.getByRole('button', { name: 'Spontangäste brauchen eine Verbindung' })).toBeDisabled()
  await door.getByRole('button', { name: 'Einchecken Ada Keller Kellerwerk' }).tap()
  await expect(door.getByText('Offline · 1 ausstehend')).toBeVisible()
  await expect(door.getByText('1 von 1 eingecheckt')).toBeVisible()
  await expect(door.getByText('Offline · 1 waiting')).toHaveCount(0)

  // Back online, the volunteer switches the page to English: the worker is installed again for
  // English, keeps no German catalogue, and the next reload without a network is in English.
  await phone.setOffline(false)
  await expect(door.getByText('Alles synchronisiert')).toBeVisible({ timeout: 30_000 })
  await door.goto(`${doorUrl}?lang=en`)
  await expect(door.getByText('All synced')).toBeVisible()
  await expect.poll(() => workerLanguage(door), { timeout: 15_000 }).toBe('en')
  await expect.poll(async () => (await cachedAddresses(door)).filter((file) => catalogues.de.includes(file))).toEqual([])
  await phone.setOffline(true)
  await door.reload()
  await expect(door.locator('html')).toHaveAttribute('lang', 'en')
  await expect(door.getByText('Offline · 0 waiting')).toBeVisible()
  await expect(door.getByText('1 of 1 checked in')).toBeVisible()
  await phone.close()
})

test('door offline past the end of the night: the phone uploads what waits before it forgets the closed door', async ({
  browser,
  request,
  baseURL,
}) => {
  const names = ['Ada Late', 'Grace Late']
  const { event, doorUrl } = await nightWithDoorLink(request, baseURL!, 'Late Night', names, 'Night Works')
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const door = await phone.newPage()
  await door.goto(doorUrl)
  await expect(door.getByText('All synced')).toBeVisible()
  await expect.poll(() => keptInIndexedDb(door)).toContain('Grace Late')

  // No signal in the cellar all night: both arrivals wait on the phone.
  await phone.setOffline(true)
  for (const name of names) await door.getByRole('button', { name: `Check in ${name}` }).tap()
  await expect(door.getByText('Offline · 2 waiting')).toBeVisible()

  // The night ends (it ended ten minutes ago) before the phone finds a network again.
  const ended = Date.now() - 10 * 60_000
  const moved = await request.patch(`/api/events/${event.id}`, {
    data: { ...event, date: new Date(ended - 3 * 3600_000).toISOString(), endDate: new Date(ended).toISOString() },
    headers: originHeaders(baseURL!),
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await phone.setOffline(false)
  // The door link has expired, so the list goes; the night's two check-ins reached the server first.
  await expect(door.getByText('This door link has expired')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => keptInIndexedDb(door)).toBe('{"lists":[],"scans":[]}')
  const list = (await (await request.get(`/api/events/${event.id}/check-ins`)).json()) as CheckInList
  expect(list.checkedIn).toBe(2)
  await phone.close()
})
