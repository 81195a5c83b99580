import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'
import { paths } from '@site/config/paths'
import { calendarLinks, type CalendarLinks } from '@contract/calendarLinks'
import { formatEventDate } from '@site/i18n/dates'
import { Rich } from '@site/i18n/Rich'
import { errorMessage } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { managePath, tokenOfManageUrl } from '../lib/rememberedRegistration'
import { CalendarLinkList } from './CalendarLinkList'
import { EntryCode } from './EntryCode'
import { WalletButtons } from './WalletButtons'
import type { EventRegistration } from '../api/useEventRegistration'
import type { EventDto, Id } from '@contract/types'

const Heading = styled(StatusHeading)`
  margin-bottom: 8px;
  font-size: 1.375rem;
`

const Text = styled.p`
  margin: 0 0 12px;
`

const Block = styled.div`
  margin-top: 16px;
`

const FooterButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};
  a {
    font-weight: 700;
  }
`

function linksFor(event: EventDto, registrationId: Id) {
  try {
    return calendarLinks(event, registrationId)
  } catch (error) {
    console.error('Calendar links unavailable:', errorMessage(error, 'unknown error'))
    return null
  }
}

export interface RegisteredCardProps {
  event: EventDto
  registration: EventRegistration
  focusOnShow?: boolean
  /** On the home page the card names the night it is about, with a link to it. */
  namesEvent?: boolean
  /** "Register someone else": by default the form shows again in place of the card. */
  onRegisterAnother?: () => void
  /** Offers "Dismiss" (the home page's card). */
  onDismiss?: () => void
  /** What another feature adds for the registration's manage page ("See who to meet"), given its token and path. */
  manageExtra?: (manage: { token: string; path: string }) => ReactNode
}

/**
 * "You're going": what a registered person needs, in one place: the calendar buttons (once), the
 * manage link, the entry code for the door and the wallet buttons (when set up). Shown at the top
 * of the home page right after registering, and on the event page whenever the person comes back.
 * Focus lands on it when it appears after registering.
 */
export function RegisteredCard({
  event,
  registration,
  focusOnShow = false,
  namesEvent = false,
  onRegisterAnother = registration.forget,
  onDismiss,
  manageExtra,
}: RegisteredCardProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])
  const { person, manageUrl, checkInUrl } = registration
  const links: CalendarLinks | null = person ? linksFor(event, person.id) : null
  const token = tokenOfManageUrl(manageUrl)
  return (
    <Card aria-labelledby="your-registration">
      <Heading id="your-registration" ref={heading} tabIndex={-1}>
        {i18n._("You're going")}
      </Heading>
      {namesEvent && (
        <Text>
          <Link to={paths.event(event.id)}>{event.name}</Link>, {formatEventDate(event.date, event.timezone)}
        </Text>
      )}
      {person && (
        <Text>
          <Rich
            text={i18n._('Registered as <0>{name}</0>. A confirmation is on its way to {email}.', {
              name: person.name,
              email: person.email,
            })}
            elements={[<strong />]}
          />
        </Text>
      )}
      {token && manageUrl && manageExtra?.({ token, path: managePath(manageUrl) })}
      {links ? (
        <Block>
          <span>{i18n._('Add it to your calendar:')}</span>
          <CalendarLinkList links={links} />
        </Block>
      ) : (
        <Text>{i18n._("You're on the list for {name}. See you there!", { name: event.name })}</Text>
      )}
      {checkInUrl ? (
        <EntryCode url={checkInUrl} />
      ) : (
        !manageUrl && (
          <Text>{i18n._('Your entry code and the link to manage your registration are in the confirmation email.')}</Text>
        )
      )}
      {token && <WalletButtons token={token} wallet={registration.wallet} />}
      <Footer>
        {manageUrl ? <Link to={managePath(manageUrl)}>{i18n._('Manage your registration')}</Link> : <span />}
        <FooterButtons>
          <Button $variant="ghost" $size="sm" onClick={onRegisterAnother}>
            {i18n._('Register someone else')}
          </Button>
          {onDismiss && (
            <Button $variant="ghost" $size="sm" onClick={onDismiss}>
              {i18n._('Dismiss')}
            </Button>
          )}
        </FooterButtons>
      </Footer>
    </Card>
  )
}
