import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { SiteFooter } from './SiteFooter'
import { SiteHeader, type SiteHeaderProps } from './SiteHeader'
import type { ReactNode } from 'react'

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 10;
  padding: 10px 16px;
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-weight: 700;
  border-radius: ${theme.radius.sm};
  &:focus {
    top: 12px;
  }
`

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`

/** Header, the page in <main>, footer. Pages render inside <main> and must not add another. */
export function SiteLayout({ children, ...header }: SiteHeaderProps & { children: ReactNode }) {
  return (
    <Shell>
      <SkipLink href="#main-content">{i18n._('Skip to content')}</SkipLink>
      <SiteHeader {...header} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter productName={header.productName} signedIn={header.signedIn} />
    </Shell>
  )
}
