import { ADMIN, apiCreateEvent, expect, originHeaders, signIn, test, unique } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * Issue 52, finding 3, on a shared phone: a host signs in and opens the door of a night (the
 * list is kept in IndexedDB for the basement), then signs out. Offline, the door's address must
 * show no name: sign-out deleted what the team's door kept.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

/** The names the door keeps in IndexedDB, as text ('' when nothing is kept). */
const keptLists = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('mpn-door')
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
        opening.onsuccess = () => {
          const db = opening.result
          if (![...db.objectStoreNames].includes('lists')) return resolve('')
          const all = db.transaction('lists', 'readonly').objectStore('lists').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(JSON.stringify(all.result))
          }
        }
      }),
  )

test('door after sign-out: offline, the shared phone shows no name the host kept', async ({ page, baseURL }) => {
  const tag = unique()
  await signIn(page, ADMIN.email, ADMIN.password)
  const event = await apiCreateEvent(page.request, baseURL!, { name: `Shared Phone Night ${tag}` })
  const names = ['Ada Shared', 'Grace Shared']
  for (const name of names) {
    const response = await page.request.post(`/api/events/${event.id}/attendees`, {
      data: { name, email: `${name.split(' ')[0].toLowerCase()}.${tag}@example.com`, company: 'Shared Works', eventId: event.id },
      headers: originHeaders(baseURL!),
    })
    expect(response.status(), await response.text()).toBe(201)
  }

  const door = `/admin/events/${event.id}/check-in`
  await page.goto(door)
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible()
  await expect(page.getByText('0 of 2 checked in')).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => keptLists(page)).toContain('Ada Shared')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(new URL('/', baseURL).toString())
  await expect.poll(() => keptLists(page)).not.toContain('Shared')

  // The next person on this phone, without a network, opens the door's address.
  await page.context().setOffline(true)
  await page.goto(door).catch(() => undefined)
  await expect(page.getByRole('heading', { level: 1, name: /Check-in/ })).toBeVisible()
  // The page reads what the phone kept right after it renders; give that read time to land (a
  // kept list shows within a few hundred ms, as before sign-out above).
  await page.waitForTimeout(1500)
  const body = page.locator('body')
  for (const name of names) await expect(body).not.toContainText(name)
  await expect(body).not.toContainText('Shared Works')
  await page.context().setOffline(false)
})
