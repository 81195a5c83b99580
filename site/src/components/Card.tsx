import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** A white surface with the brand's soft shadow. */
export const Card = styled.section<{ $padding?: number }>`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: ${({ theme, $padding = 6 }) => theme.space(Math.min($padding, 4))};
  }
`

export const CardTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.375rem;
  color: ${theme.colors.brand};
`
