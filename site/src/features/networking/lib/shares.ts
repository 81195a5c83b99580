import { i18n } from '@site/i18n/i18n'
import type { ShareChoice } from '@contract/swapConsent'

/** What the person's own swap reveals, for their profile's summary (a link alone is just the link). */
const SHARES: Record<string, string> = {
  '': /*i18n*/ 'nothing (your name and company only)',
  email: /*i18n*/ 'your email',
  phone: /*i18n*/ 'your phone ({phone})',
  'email,phone': /*i18n*/ 'your email, your phone ({phone})',
  'email,url': /*i18n*/ 'your email, {url}',
  'phone,url': /*i18n*/ 'your phone ({phone}), {url}',
  'email,phone,url': /*i18n*/ 'your email, your phone ({phone}), {url}',
}

/** "your email, your phone (…), https://…" (the profile summary's "A swap shares"), one message per case. */
export function sharesText(share: ShareChoice): string {
  const key = [share.email && 'email', share.phone && 'phone', share.url && 'url'].filter(Boolean).join(',')
  return key === 'url' ? (share.url ?? '') : i18n._(SHARES[key], { phone: share.phone, url: share.url })
}
