import { escapeHtml } from '../lib/html'
import { pageWord } from './pageWords'
import type { EventDto, SiteSettings } from '../../contract/types'
import type { Locale } from '../i18n/locales'

/**
 * A static first paint for the two public pages people land on from links: the header and
 * the top of the page, in plain HTML and CSS, shown while the script loads. React replaces
 * it on its first render. On a slow phone connection the page appears in one round trip
 * instead of after the whole bundle (Lighthouse FCP/LCP).
 */
export const shellStyle = `<style>
body{margin:0}
.shell{font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b2430;background:#fbf8f3;min-height:100vh;margin:0}
.shell h1{font-family:Georgia,'Iowan Old Style','Times New Roman',serif;line-height:1.2}
.shell-bar{background:#1f3a5f;color:#fff;border-bottom:4px solid #f2b134}
.shell-in{max-width:1180px;margin:0 auto;padding:0 20px}
.shell-brand{display:flex;align-items:center;gap:10px;min-height:68px;font:700 1.3125rem Georgia,serif}
.shell-hero{background:radial-gradient(ellipse at 85% 0%,rgba(242,177,52,.28),transparent 55%),linear-gradient(160deg,#1f3a5f 0%,#142842 100%);color:#fff;padding:64px 0 72px}
.shell-hero h1{margin:0 0 16px;font-size:clamp(2.25rem,6vw,3.75rem)}
.shell-hero p{margin:0;max-width:56ch;font-size:clamp(1.0625rem,2.2vw,1.25rem);line-height:1.55;color:#e7ecf3}
.shell-page{padding-top:40px;padding-bottom:64px}
.shell-page h1{margin:0 0 20px;font-size:clamp(1.5rem,3.5vw,2rem);color:#1f3a5f}
.shell-page h2{margin:0 0 20px;font:700 clamp(1.5rem,3.5vw,2rem) Georgia,serif;color:#1f3a5f}
.shell-card h3{margin:14px 0 0;font-size:1.375rem;color:#1f3a5f}
.shell-text{margin:0;font-size:1.0625rem;line-height:1.6;white-space:pre-line;color:#4a5565}
.shell-banner{display:block;width:100%;max-width:560px;height:auto;aspect-ratio:2/1;object-fit:cover;border-radius:10px}
@media (max-width:640px){.shell-in{padding:0 16px}.shell-hero{padding:40px 0 48px}.shell-page{padding-top:24px;padding-bottom:48px}}
</style>`

const header = (productName: string) =>
  `<header class="shell-bar"><div class="shell-in shell-brand"><img src="/favicon.svg" alt="" width="36" height="36">${escapeHtml(productName)}</div></header>`

const banner = (imageUrl: string) =>
  `<img class="shell-banner" src="${escapeHtml(imageUrl)}" alt="" width="800" height="400" fetchpriority="high">`

/**
 * The hero, and the first night with its banner when it has one: on a phone that banner is the
 * largest thing on the first screen, so it is painted here, fully in view, before the script runs
 * (the script's card, lower and cut by the screen's edge, is smaller and does not repaint it).
 */
export function homeShell(settings: SiteSettings, first: EventDto | undefined, locale: Locale) {
  const firstNight = first?.imageUrl
    ? `<div class="shell-in shell-page"><h2>${escapeHtml(pageWord(locale, 'upcomingEvents'))}</h2><div class="shell-card">${banner(first.imageUrl)}<h3>${escapeHtml(first.name)}</h3></div></div>`
    : ''
  return `<div class="shell">${header(settings.productName)}<section class="shell-hero"><div class="shell-in"><h1>${escapeHtml(settings.productName)}</h1><p>${escapeHtml(settings.tagline)}</p></div></section>${firstNight}</div>`
}

/**
 * The night's title, and its banner when it has one. Without a banner the largest thing the
 * script paints is the description (in the "When & where" card, below the fold's top), so the
 * description is painted here instead, a little larger than the card's, fully in view: the
 * script's smaller copy does not repaint the page's largest paint.
 */
export function eventShell(settings: SiteSettings, event: EventDto, locale: Locale) {
  const largest = event.imageUrl
    ? banner(event.imageUrl)
    : event.description
      ? `<p class="shell-text">${escapeHtml(event.description)}</p>`
      : ''
  return `<div class="shell">${header(settings.productName)}<div class="shell-in shell-page"><h1>${escapeHtml(pageWord(locale, 'registerFor', { name: event.name }))}</h1>${largest}</div></div>`
}
