import { chromium } from 'playwright-core'

/**
 * The `/api` calls a visitor's browser makes for the home page, scrolled to its last card
 * (cards further down load as they come near the screen), in Debian's Chromium.
 */
export async function homePageApiCalls(url: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    for (let step = 0; step < 60; step++) {
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(50)
    }
    await page.waitForLoadState('networkidle')
    return calls
  } finally {
    await browser.close()
  }
}
