import styled from 'styled-components'
import { useLocation } from 'react-router-dom'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { LANGUAGES } from '@site/i18n/locales'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.onBrand};
  }
  a[aria-current='true'] {
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline-color: ${theme.colors.accent};
  }
`

/** The current page's address with `?lang=` set (the server answers in it and keeps the choice in a cookie). */
function hrefFor(pathname: string, search: string, hash: string, code: string) {
  const query = new URLSearchParams(search)
  query.set('lang', code)
  return `${pathname}?${query.toString()}${hash}`
}

/**
 * The footer's language switcher (DESIGN.md section 11): each language named in its own words,
 * as plain links so the server renders the page (`<html lang>`, its catalogue) in that language.
 */
export function LanguageSwitcher() {
  const { pathname, search, hash } = useLocation()
  return (
    <nav aria-label={i18n._('Language')}>
      <List>
        {LANGUAGES.map(({ code, name }) => (
          <li key={code}>
            <a
              href={hrefFor(pathname, search, hash, code)}
              lang={code}
              hrefLang={code}
              aria-current={i18n.locale === code ? 'true' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </List>
    </nav>
  )
}
