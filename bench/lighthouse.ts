import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

/** Lighthouse (mobile defaults, simulated throttling) in Debian's Chromium: performance and accessibility scores. */
export async function lighthouseScores(urls: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const scores: Record<string, { performance: number; accessibility: number }> = {}
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const categories = result!.lhr.categories
      scores[url] = {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      }
    }
    return scores
  } finally {
    chrome.kill()
  }
}
