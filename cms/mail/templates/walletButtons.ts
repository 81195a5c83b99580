import { escapeHtml } from './layout'
import { labelled, t, type Locale } from './words'
import type { WalletLinks } from './types'

/** A dark, rounded link that reads as a button in every mail program (inline styles only). */
const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;background:#000000;color:#ffffff;border-radius:8px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`

/** The wallets' own button words in each language (contract/wallet.ts `walletButtonText` in English). */
const labels = {
  apple: /*i18n*/ { id: 'email.wallet.apple', message: 'Add to Apple Wallet' },
  google: /*i18n*/ { id: 'email.wallet.google', message: 'Save to Google Wallet' },
}
const keep = /*i18n*/ { id: 'email.wallet.keep', message: 'Keep your ticket on your phone:' }

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" in the wallets' own words, for the wallets the
 * operator has set up; nothing at all when none is (docs/product.md "Emails").
 */
export function walletButtons(links: WalletLinks | null, locale: Locale = 'en'): { text: string[]; html: string[] } {
  const offered = (['apple', 'google'] as const).flatMap((wallet) => {
    const href = links?.[wallet]
    return href ? [{ href, label: t(locale, labels[wallet]) }] : []
  })
  if (!offered.length) return { text: [], html: [] }
  return {
    text: offered.map(({ href, label }) => t(locale, labelled, { label, value: href })),
    html: [`${t(locale, keep)}<br>${offered.map(({ href, label }) => button(href, label)).join('')}`],
  }
}
