import { NavLink, Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Container } from '../../../components/Container'
import { paths } from '../../../config/paths'

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};
`

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 24px;
  min-height: 68px;
  padding-top: 10px;
  padding-bottom: 10px;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.3125rem;
  font-weight: 700;
  letter-spacing: 0.01em;
  img { width: 36px; height: 36px; }
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
  margin-left: auto;
  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: rgba(255, 255, 255, 0.12); }
  a[aria-current='page'] { background: rgba(255, 255, 255, 0.16); box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent}; }
  a:focus-visible, button:focus-visible { outline-color: ${({ theme }) => theme.colors.accent}; }
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
  return (
    <Bar>
      <Inner>
        <Brand to={paths.home}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{productName}</span>
        </Brand>
        <Nav aria-label="Main">
          <NavLink to={paths.home} end>
            Events
          </NavLink>
          <NavLink to={paths.faq}>FAQ</NavLink>
          <NavLink to={paths.contact}>Contact</NavLink>
          {signedIn ? <NavLink to={paths.admin}>Dashboard</NavLink> : <NavLink to={paths.host}>Become a Host</NavLink>}
          {showLogout && (
            <Button $variant="accent" $size="sm" onClick={onLogout} disabled={loggingOut}>
              Logout
            </Button>
          )}
        </Nav>
      </Inner>
    </Bar>
  )
}
