import styled from 'styled-components'
import { theme } from '@site/config/theme'

/**
 * The charts' shapes in the theme's colours (CSS variables, so light and dark follow the page):
 * the brand for what is counted, the accent for a second series, the border for the track.
 */
export const Fill = styled.rect<{ $tone?: Tone }>`
  fill: ${({ $tone = 'main' }) => tones[$tone]};
`

export const Arc = styled.circle<{ $tone: Tone }>`
  fill: none;
  stroke: ${({ $tone }) => tones[$tone]};
`

export const Rule = styled.line`
  stroke: ${theme.colors.ink};
  stroke-width: 2;
`

export const Dot = styled.circle`
  fill: ${theme.colors.brand};
`

export const Path = styled.path`
  fill: none;
  stroke: ${theme.colors.brand};
  stroke-width: 2;
`

export type Tone = 'main' | 'second' | 'track' | 'muted'

const tones: Record<Tone, string> = {
  main: theme.colors.brand,
  second: theme.colors.accent,
  track: theme.colors.border,
  muted: theme.colors.inkMuted,
}
