import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** Page-width column with side gutters that shrink on phones. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? '640px' : '1180px')};
  margin: 0 auto;
  padding: 0 20px;
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 0 16px;
  }
`

/** A page's vertical rhythm inside the layout's <main>. */
export const PageSection = styled.div`
  padding: 40px 0 64px;
  @media (max-width: ${theme.breakpoints.sm}) {
    padding: 24px 0 48px;
  }
`

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  color: ${theme.colors.brand};
`

export const PageSubtitle = styled.p`
  margin: 0 0 28px;
  font-size: 1.0625rem;
  color: ${theme.colors.inkMuted};
`
