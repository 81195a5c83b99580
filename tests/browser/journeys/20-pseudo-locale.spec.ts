import { expect, test, type EventRecord } from './fixtures'
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

async function servedInPseudo(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const body = (await response.text()).replace(/<html([^>]*?)\slang="[^"]*"/, '<html$1 lang="pseudo"')
    await route.fulfill({ response, body })
  })
}

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
    /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? |(January|February|March|April|May|June|July|August|September|October|November|December) \d+,? \d{4}|\d{1,2}:\d{2}\s?(AM|PM)|\b[A-Z]{2,5}\b|[A-Za-z]+\/[A-Za-z_]+/g
  const names = [...hostContent].filter(Boolean).sort((a, b) => b.length - a.length)
  return texts.filter((text) => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ')
    for (const name of names) rest = rest.split(name).join(' ')
    rest = rest.replace(dates, ' ').replace(/© \d{4}/, ' ')
    return /[A-Za-z]{2}/.test(rest)
  })
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
    ...events.flatMap((event) => [
      event.name,
      event.description,
      event.venue,
      event.street,
      event.city,
      event.state,
      event.country,
      event.hostName,
    ]),
    ...faqs.flatMap((faq) => [faq.question, faq.answer]),
    // Each language's own name in the switcher is what it is in every language.
    'English',
    'Español',
    'Français',
    'Deutsch',
  ].filter((text): text is string => typeof text === 'string')

  await servedInPseudo(page)
  for (const path of ['/', '/faq', '/contact']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo')
    await expect(page.getByRole('contentinfo')).toContainText('⟦')
    await page.waitForLoadState('networkidle')
    expect({ path, untranslated: await untranslatedTexts(page, hostContent) }).toEqual({ path, untranslated: [] })
  }
})
