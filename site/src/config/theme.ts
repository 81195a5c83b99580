/** Design tokens: one place for colours, spacing and type. Contrast checked against AA. */
export const theme = {
  colors: {
    ink: '#1b2430',
    inkMuted: '#4a5565',
    paper: '#fbf8f3',
    surface: '#ffffff',
    border: '#dcd5ca',
    brand: '#1f3a5f',
    brandDark: '#142842',
    accent: '#f2b134',
    accentInk: '#3d2a00',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#1e6b3a',
    successSurface: '#e7f4ec',
    focus: '#2f6fde',
  },
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
