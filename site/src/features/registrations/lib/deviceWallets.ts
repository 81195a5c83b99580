import type { WalletAvailability } from '@contract/wallet'

/**
 * The wallet this device has (issue 54, docs/decisions.md 389): Apple Wallet on iPhone, iPad
 * (which calls itself a Mac, with touch) and Safari on a Mac, whose Wallet takes a .pkpass from
 * the browser; Google Wallet on Android and on every other known system (Windows, Linux,
 * ChromeOS, another browser on a Mac: Google's save page works in any browser signed in to
 * Google); both where the browser says too little to tell.
 */
export function deviceWallets(userAgent: string, maxTouchPoints = 0): WalletAvailability {
  const ua = userAgent.toLowerCase()
  if (/iphone|ipad|ipod/.test(ua)) return { apple: true, google: false }
  if (ua.includes('android')) return { apple: false, google: true }
  if (ua.includes('macintosh')) {
    if (maxTouchPoints > 1) return { apple: true, google: false }
    const otherBrowser = /chrome|chromium|crios|edg\/|firefox|fxios|opr\//.test(ua)
    return ua.includes('safari') && !otherBrowser ? { apple: true, google: false } : { apple: false, google: true }
  }
  if (/windows|cros|linux|x11/.test(ua)) return { apple: false, google: true }
  return { apple: true, google: true }
}

/** This browser's wallets (both when there is no navigator: nothing is known). */
export function thisDevicesWallets(): WalletAvailability {
  if (typeof navigator === 'undefined') return { apple: true, google: true }
  return deviceWallets(navigator.userAgent ?? '', navigator.maxTouchPoints ?? 0)
}
