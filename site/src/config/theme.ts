/**
 * Design tokens: one place for colours, spacing and type. The colours come in two palettes,
 * light and dark, with the same names; the page follows the visitor's `prefers-color-scheme`
 * (docs/decisions.md, "Dark mode follows the system"). Components read `theme.colors.x`, which is
 * the CSS variable of that colour (`var(--color-x)`), so one stylesheet serves both schemes and
 * the global rules (app/globalStyle.ts) define the variables. Contrast is checked with axe in both
 * schemes (journey 11).
 */
export interface Palette {
  /** Body text, and the page behind cards. */
  ink: string
  inkMuted: string
  paper: string
  /** Cards, dialogs, inputs. */
  surface: string
  /** A row or item under the pointer. */
  surfaceHover: string
  border: string
  /** Input borders: 3:1 against the surface (WCAG non-text contrast). */
  controlBorder: string
  controlDisabled: string
  /** The brand as text, lines and icons on the surface (headings, links, outline buttons). */
  brand: string
  /** The brand as a background under `onBrand` text (header, primary buttons, selected tab). */
  brandFill: string
  /** The darker brand: the footer, the hero's end, a primary button under the pointer. */
  brandFillDark: string
  onBrand: string
  /** Text on the brand fills that is not the main text (the hero's lead, the footer). */
  onBrandMuted: string
  accent: string
  accentHover: string
  accentInk: string
  /** Errors as text and icons on the surface. */
  danger: string
  /** Destructive buttons and error toasts: a background under white text. */
  dangerFill: string
  dangerFillHover: string
  dangerSurface: string
  dangerBorder: string
  success: string
  successSurface: string
  successBorder: string
  infoSurface: string
  infoBorder: string
  focus: string
  /** Behind sponsor logos: white in both schemes, as logos are drawn for it. */
  logoSurface: string
  /** The dim layer behind a dialog. */
  backdrop: string
}

const light: Palette = {
  ink: '#1b2430',
  inkMuted: '#4a5565',
  paper: '#fbf8f3',
  surface: '#ffffff',
  surfaceHover: '#fdfbf7',
  border: '#dcd5ca',
  controlBorder: '#8c8478',
  controlDisabled: '#f1eee8',
  brand: '#1f3a5f',
  brandFill: '#1f3a5f',
  brandFillDark: '#142842',
  onBrand: '#ffffff',
  onBrandMuted: '#e7ecf3',
  accent: '#f2b134',
  accentHover: '#e5a21f',
  accentInk: '#3d2a00',
  danger: '#b42318',
  dangerFill: '#b42318',
  dangerFillHover: '#912018',
  dangerSurface: '#fdecea',
  dangerBorder: '#f3b8b2',
  success: '#1e6b3a',
  successSurface: '#e7f4ec',
  successBorder: '#b7dcc4',
  infoSurface: '#eef2f8',
  infoBorder: '#c9d5e6',
  focus: '#2f6fde',
  logoSurface: '#ffffff',
  backdrop: 'rgba(20, 40, 66, 0.55)',
}

const dark: Palette = {
  ink: '#e8edf3',
  inkMuted: '#b3bdca',
  paper: '#11151b',
  surface: '#1a2029',
  surfaceHover: '#212936',
  border: '#364152',
  controlBorder: '#8793a4',
  controlDisabled: '#262e3a',
  brand: '#a9c8f5',
  brandFill: '#25497a',
  brandFillDark: '#0d1a2c',
  onBrand: '#ffffff',
  onBrandMuted: '#dbe4f0',
  accent: '#f2b134',
  accentHover: '#f6c35f',
  accentInk: '#3d2a00',
  danger: '#ff9d94',
  dangerFill: '#b42318',
  dangerFillHover: '#d03426',
  dangerSurface: '#3a1816',
  dangerBorder: '#7d3430',
  success: '#8bdba7',
  successSurface: '#14301f',
  successBorder: '#2e6b45',
  infoSurface: '#1c2a3d',
  infoBorder: '#3a5680',
  focus: '#8ab4ff',
  logoSurface: '#ffffff',
  backdrop: 'rgba(0, 0, 0, 0.65)',
}

export const palettes = { light, dark } as const
export type ColorScheme = keyof typeof palettes

type ColorName = keyof Palette
const colorNames = Object.keys(light) as ColorName[]
const variable = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** The declarations that give one palette to the CSS variables (`--color-ink: #1b2430; ...`). */
export const paletteDeclarations = (palette: Palette) => colorNames.map((name) => `${variable(name)}: ${palette[name]};`).join('')

export const theme = {
  colors: Object.fromEntries(colorNames.map((name) => [name, `var(${variable(name)})`])) as Record<ColorName, string>,
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Georgia', 'Iowan Old Style', 'Times New Roman', serif",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadow: {
    card: '0 1px 2px rgba(27, 36, 48, 0.06), 0 4px 16px rgba(27, 36, 48, 0.06)',
    raised: '0 8px 30px rgba(27, 36, 48, 0.14)',
  },
  breakpoints: { sm: '640px', md: '900px', lg: '1200px' },
} as const

export type Theme = typeof theme
