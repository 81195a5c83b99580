import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'
import { calendarLinks, type CalendarLinks } from '@contract/calendarLinks'
import { errorMessage } from '@site/lib/notify'
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

/**
 * "You're going": what a registered person needs, in one place on the event page: the calendar
 * buttons (once), the manage link, the entry code for the door and the wallet buttons (when set
 * up). Focus lands on it when the form it replaces goes.
 */
export function RegisteredCard({
  event,
  registration,
  focusOnShow = false,
}: {
  event: EventDto
  registration: EventRegistration
  focusOnShow?: boolean
}) {
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
        You&apos;re going
      </Heading>
      {person && (
        <Text>
          Registered as <strong>{person.name}</strong>. A confirmation is on its way to {person.email}.
        </Text>
      )}
      {links ? (
        <Block>
          <span>Add it to your calendar:</span>
          <CalendarLinkList links={links} />
        </Block>
      ) : (
        <Text>You&apos;re on the list for {event.name}. See you there!</Text>
      )}
      {checkInUrl ? (
        <EntryCode url={checkInUrl} />
      ) : (
        !manageUrl && <Text>Your entry code and the link to manage your registration are in the confirmation email.</Text>
      )}
      {token && <WalletButtons token={token} wallet={registration.wallet} />}
      <Footer>
        {manageUrl ? <Link to={managePath(manageUrl)}>Manage your registration</Link> : <span />}
        <Button $variant="ghost" $size="sm" onClick={registration.forget}>
          Register someone else
        </Button>
      </Footer>
    </Card>
  )
}
