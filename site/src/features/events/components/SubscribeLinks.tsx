import { useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { calendarFeedLinks } from '@contract/calendarLinks'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { usePageOrigin } from '@site/hooks/usePageOrigin'

const Wrap = styled.div`
  display: grid;
  gap: 4px;
  justify-items: end;
  @media (max-width: ${theme.breakpoints.sm}) {
    justify-items: start;
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${theme.colors.brand};
  }
`

const More = styled.details`
  font-size: 0.9375rem;
  summary {
    cursor: pointer;
    min-height: 32px;
    color: ${theme.colors.inkMuted};
  }
  p {
    margin: 8px 0;
    max-width: 40ch;
  }
`

const CopyRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    width: 18em;
    padding: 6px 10px;
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radius.sm};
  }
`

/**
 * "Subscribe to all nights": a `webcal://` link that calendar apps subscribe to (new nights
 * appear by themselves), Google Calendar's add-by-URL page, and the https address to copy into
 * any other calendar (docs/decisions.md, "A real subscription").
 */
export function SubscribeLinks() {
  const origin = usePageOrigin()
  // The server's render knows no origin (usePageOrigin): the addresses arrive as the page hydrates.
  const links = origin ? calendarFeedLinks(origin) : { https: '', webcal: undefined, google: undefined }
  const [copied, setCopied] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.https)
    } catch {
      setCopied(i18n._('Select the address and copy it by hand'))
      return
    }
    setCopied(i18n._('Copied'))
    // The toasts' code stays out of the home page's first script (this component is in it); the
    // status above already says it was copied if their chunk cannot load.
    await import('@site/lib/notify')
      .then(({ notify }) =>
        notify.success(i18n._('Feed address copied'), i18n._('Paste it into your calendar app to subscribe.')),
      )
      .catch((error: unknown) => console.warn('Toast unavailable:', error))
  }
  return (
    <Wrap>
      <Links>
        <a href={links.webcal}>{i18n._('Subscribe to all nights')}</a>
        <a href={links.google} target="_blank" rel="noopener noreferrer">
          {i18n._('Add to Google Calendar by URL')}
          <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
        </a>
      </Links>
      <More>
        <summary>{i18n._('Other calendars')}</summary>
        <p>{i18n._('Paste this address where your calendar app subscribes by URL:')}</p>
        <CopyRow>
          <input
            readOnly
            value={links.https}
            aria-label={i18n._('Calendar feed address')}
            onFocus={(event) => event.target.select()}
          />
          <Button $variant="secondary" $size="sm" onClick={() => void copy()}>
            {i18n._('Copy link')}
          </Button>
        </CopyRow>
        <span role="status">{copied}</span>
      </More>
    </Wrap>
  )
}
