import { paletteDeclarations, palettes, theme } from '@site/config/theme'

/**
 * The page's global rules: both palettes as CSS variables (light by default, dark when the
 * system asks for it), the box model, the fonts and the focus ring. Plain CSS, the same for every
 * page. (As styled-components' global style, the browser compiled these rules again inside the
 * commit that takes a server-drawn page over: 47 ms of a 163 ms task on a night's page at 4x
 * slowdown, docs/benchmarks.md.)
 */
export const globalCss = `
:root { color-scheme: light; ${paletteDeclarations(palettes.light)} }
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; ${paletteDeclarations(palettes.dark)} }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};
  line-height: 1.55;
}
h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: 1.2; }
a { color: ${theme.colors.brand}; }
img { max-width: 100%; display: block; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`

const STYLE_ID = 'global-style'

/** The rules as the server writes them into a page's head (entry-server.tsx). */
export const globalStyleTag = () => `<style id="${STYLE_ID}">${globalCss}</style>`

/** The rules in the document's head, once: a page the server drew has them already (./shell.tsx). */
export function ensureGlobalStyle(doc: Document = document) {
  if (doc.getElementById(STYLE_ID)) return
  const style = doc.createElement('style')
  style.id = STYLE_ID
  style.textContent = globalCss
  doc.head.append(style)
}
