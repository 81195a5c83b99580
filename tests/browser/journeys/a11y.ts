import { createRequire } from 'node:module'
import { expect } from './fixtures'
import type { Page } from '@playwright/test'

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; html: string }[]
}

/**
 * Runs axe-core (a checker we did not write) on the page as it is now; expects no violation, or
 * none of the given impacts (the CMS, Payload's own screens, is held to "no critical" only).
 */
export async function expectNoAxeViolations(page: Page, screen: string, impacts?: readonly string[]) {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;void 0`)
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 3).map((node) => ({ target: node.target, html: node.html.slice(0, 300) })),
    }))
  }, TAGS)
  const judged = impacts ? violations.filter((violation) => impacts.includes(violation.impact ?? '')) : violations
  expect(judged, `axe violations on ${screen}`).toEqual([])
}

/** No sideways scrolling: the page is no wider than the screen. */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `page width on ${screen}`).toBeLessThanOrEqual(innerWidth)
  // Nothing sticks out past the right edge either (a page may hide that overflow and still
  // cut a card's border): every element outside a scrolling or clipping box ends on screen.
  const sticking = await page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`,
      )
  })
  expect(sticking, `elements past the right edge on ${screen}`).toEqual([])
}
