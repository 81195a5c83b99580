import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Container } from '@site/components/Container'
import { paths } from '@site/config/paths'
import { i18n } from '@site/i18n/i18n'
import { LanguageSwitcher } from './LanguageSwitcher'

const Bar = styled.footer`
  background: ${theme.colors.brandFillDark};
  color: ${theme.colors.onBrandMuted};
  padding: 32px 0;
  margin-top: auto;
`

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 16px 32px;
  p {
    margin: 0;
  }
`

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  a {
    color: ${theme.colors.onBrand};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${theme.colors.accent};
  }
  a:focus-visible {
    outline-color: ${theme.colors.accent};
  }
`

/** docs/product.md "Header and footer": Events, Host an Event (/contact), FAQ, Contact, then Dashboard or Admin. */
export function SiteFooter({ productName, signedIn }: { productName: string; signedIn: boolean }) {
  return (
    <Bar>
      <Inner>
        <nav aria-label={i18n._('Footer')}>
          <Links>
            <li>
              <Link to={paths.home}>{i18n._('Events')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{i18n._('Host an Event')}</Link>
            </li>
            <li>
              <Link to={paths.faq}>{i18n._('FAQ')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{i18n._('Contact')}</Link>
            </li>
            <li>
              {signedIn ? <Link to={paths.admin}>{i18n._('Dashboard')}</Link> : <Link to={paths.auth}>{i18n._('Admin')}</Link>}
            </li>
          </Links>
        </nav>
        <LanguageSwitcher />
        <p>
          © {new Date().getFullYear()} {productName}
        </p>
      </Inner>
    </Bar>
  )
}
