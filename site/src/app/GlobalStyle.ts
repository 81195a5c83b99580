import { createGlobalStyle } from 'styled-components'
import { paletteDeclarations, palettes, theme } from '@site/config/theme'

/** Both palettes as CSS variables: light by default, dark when the system asks for it. */
export const GlobalStyle = createGlobalStyle`
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
