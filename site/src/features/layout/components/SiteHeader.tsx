import { useState } from 'react'
import { NavLink, Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Container } from '@site/components/Container'
import { paths } from '@site/config/paths'
import { i18n } from '@site/i18n/i18n'

const Bar = styled.header`
  background: ${theme.colors.brandFill};
  color: ${theme.colors.onBrand};
  border-bottom: 4px solid ${theme.colors.accent};
`

const Inner = styled(Container)`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 24px;
  min-height: 68px;
  padding-top: 10px;
  padding-bottom: 10px;
  @media (max-width: ${theme.breakpoints.sm}) {
    flex-wrap: nowrap;
    gap: 8px;
  }
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${theme.colors.onBrand};
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-size: 1.3125rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  img {
    width: 36px;
    height: 36px;
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    min-width: 0;
    font-size: 1.0625rem;
    span {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
  }
`

/** On a phone the header is one row: the links fold behind this button. */
const MenuButton = styled.button`
  display: none;
  padding: 8px 12px;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.onBrand};
  background: transparent;
  border: 1.5px solid rgba(255, 255, 255, 0.5);
  border-radius: ${theme.radius.pill};
  cursor: pointer;
  &:focus-visible {
    outline-color: ${theme.colors.accent};
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    display: inline-flex;
    order: 2;
  }
`

/**
 * On a phone the row reads [brand][Logout][Menu]; in the DOM the menu button comes before the
 * links it opens (so Tab goes from it into them) and Logout after them, as on a desktop.
 */
const LogoutSlot = styled.div`
  @media (max-width: ${theme.breakpoints.sm}) {
    order: 1;
    margin-left: auto;
  }
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
  margin-left: auto;
  a {
    padding: 8px 12px;
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.onBrand};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.16);
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${theme.colors.accent};
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    display: none;
    &[data-open='true'] {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      z-index: 20;
      display: grid;
      padding: 8px 16px 16px;
      background: ${theme.colors.brandFill};
      border-bottom: 4px solid ${theme.colors.accent};
    }
  }
`

export interface SiteHeaderProps {
  productName: string
  /** Signed in: the header offers the dashboard instead of the host application. */
  signedIn: boolean
  /** Shows the Logout button (signed in, on an /admin path). */
  showLogout: boolean
  onLogout: () => void
  loggingOut?: boolean
}

export function SiteHeader({ productName, signedIn, showLogout, onLogout, loggingOut = false }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  // A followed link (or Back) closes the phone menu: state adjusted while rendering the new path.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  return (
    <Bar onKeyDown={(event) => event.key === 'Escape' && menuOpen && setMenuOpen(false)}>
      <Inner>
        <Brand to={paths.home}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{productName}</span>
        </Brand>
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="site-menu" onClick={() => setMenuOpen((open) => !open)}>
          {i18n._('Menu')}
        </MenuButton>
        <Nav aria-label={i18n._('Main')} id="site-menu" data-open={menuOpen}>
          <NavLink to={paths.home} end>
            {i18n._('Events')}
          </NavLink>
          <NavLink to={paths.faq}>{i18n._('FAQ')}</NavLink>
          <NavLink to={paths.contact}>{i18n._('Contact')}</NavLink>
          {signedIn ? (
            <NavLink to={paths.admin}>{i18n._('Dashboard')}</NavLink>
          ) : (
            <NavLink to={paths.host}>{i18n._('Become a Host')}</NavLink>
          )}
        </Nav>
        {showLogout && (
          <LogoutSlot>
            <Button $variant="accent" $size="sm" onClick={onLogout} disabled={loggingOut}>
              {i18n._('Logout')}
            </Button>
          </LogoutSlot>
        )}
      </Inner>
    </Bar>
  )
}
