import { describe, expect, it } from '@jest/globals'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { bundleSizes } from '../../bench/bundle'

describe('bundle budget', () => {
  it('keeps the public entry at or under 120 KB gzip, with the dashboard in a lazy chunk', () => {
    ensureSiteBuilt()
    const sizes = bundleSizes()
    console.log(`public entry ${sizes.entryKb.toFixed(1)} KB gzip, dashboard chunk ${sizes.dashboardKb.toFixed(1)} KB gzip`)
    expect(sizes.dashboardIsSeparate).toBe(true)
    expect(sizes.dashboardKb).toBeGreaterThan(0)
    expect(sizes.entryKb).toBeLessThanOrEqual(120)
  }, 120_000)
})
