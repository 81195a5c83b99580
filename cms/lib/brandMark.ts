/**
 * The product's mark (a pint, as in the site's favicon, site/public/favicon.svg) for images the
 * server draws with sharp: link previews (cms/spa/linkPreview.ts) and wallet passes
 * (cms/modules/wallet/passImages.ts). The shapes fill a 64-unit square on the brand's navy.
 */
export const BRAND_NAVY = '#1f3a5f'
export const BRAND_ACCENT = '#f2b134'

export const markShapes = `<path d="M20 18h20v6h4a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-4v4H20z" fill="${BRAND_ACCENT}"/>
    <rect x="40" y="28" width="5" height="12" rx="2" fill="${BRAND_NAVY}"/>
    <rect x="20" y="18" width="20" height="7" fill="#fff"/>`
