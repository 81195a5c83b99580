import { i18n } from '@site/i18n/i18n'
import type { ShareChoice } from '@contract/swapConsent'

/**
 * What a swap gives, in the reader's language: contract/swapConsent.ts glues English fragments,
 * which other languages order and inflect differently, so each case is a whole message here.
 * English reads word for word as there. (Only the swap pages import this file, so it rides in
 * their shared chunk: one more chunk would lengthen the public entry's preload list.)
 */

/** What a swap gives beyond name and company, each combination one whole sentence. */
const GIVES: Record<string, string> = {
  '': /*i18n*/ '{firstName} will get only your name and company.',
  email: /*i18n*/ '{firstName} will get your email.',
  phone: /*i18n*/ '{firstName} will get your phone number.',
  url: /*i18n*/ '{firstName} will get your website.',
  'email,phone': /*i18n*/ '{firstName} will get your email and phone number.',
  'email,url': /*i18n*/ '{firstName} will get your email and website.',
  'phone,url': /*i18n*/ '{firstName} will get your phone number and website.',
  'email,phone,url': /*i18n*/ '{firstName} will get your email, phone number and website.',
}

/** "Ben will get your email and website" (contract/swapConsent.ts `swapGives`, translated). */
export function swapGivesText(firstName: string, share: ShareChoice | null | undefined): string {
  const key = [share?.email && 'email', share?.phone && 'phone', share?.url && 'url'].filter(Boolean).join(',')
  return i18n._(GIVES[key], { firstName })
}
