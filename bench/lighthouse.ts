import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

export interface LighthouseResult {
  performance: number
  accessibility: number
  /** Total blocking time, the metric the home page's score fell on. */
  tbtMs: number
  lcpMs: number
  fcpMs: number
  /**
   * Lighthouse's measure of this host's CPU speed (higher is faster): its simulated 4x slowdown
   * assumes a fast desktop, so the same page scores lower on a slower host.
   */
  benchmarkIndex: number
  /** The browser's and Lighthouse's versions: a new Chromium moves the scores as a slower host does. */
  tools: string
}

/** What Lighthouse clears before each run unless told otherwise (its core/config/constants.js). */
const CLEARED_BY_DEFAULT = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const

/**
 * Lighthouse (mobile defaults, simulated throttling) in Debian's Chromium: `runs` runs of each
 * url, one after the other in one browser.
 */
export async function lighthouseRuns(urls: string[], runs = 1) {
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
    const results: Record<string, LighthouseResult[]> = {}
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const measure = () =>
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Lighthouse keeps cookies between runs by default: the `lang` cookie a `?lang=de`
            // page sets would make the next English page German (cms/http/middleware/locale.ts).
            clearStorageTypes: [...CLEARED_BY_DEFAULT, 'cookies'],
          })
        let result = await measure()
        // A trace Lighthouse itself failed to record (NO_NAVSTART, NO_FCP...) is measured again, once.
        if (result?.lhr.runtimeError) {
          console.warn(`${url}: ${result.lhr.runtimeError.code}; measuring again`)
          result = await measure()
        }
        const { categories, audits, runtimeError, environment, lighthouseVersion } = result!.lhr
        if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`)
        const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
        ;(results[url] ??= []).push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          tbtMs: metric('total-blocking-time'),
          lcpMs: metric('largest-contentful-paint'),
          fcpMs: metric('first-contentful-paint'),
          benchmarkIndex: Math.round(environment.benchmarkIndex),
          tools: `Chromium ${/Chrome\/(\d+)/.exec(environment.hostUserAgent)?.[1] ?? '?'}, Lighthouse ${lighthouseVersion}`,
        })
      }
    }
    return results
  } finally {
    chrome.kill()
  }
}

/** One run of each url: performance and accessibility scores (npm run bench). */
export async function lighthouseScores(urls: string[]) {
  const runs = await lighthouseRuns(urls, 1)
  return Object.fromEntries(
    Object.entries(runs).map(([url, [first]]) => [
      url,
      {
        performance: first.performance,
        accessibility: first.accessibility,
        benchmarkIndex: first.benchmarkIndex,
        tools: first.tools,
      },
    ]),
  )
}
