import { useEffect, useRef, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Card } from '@site/components/Card'
import { PageSubtitle, PageTitle } from '@site/components/Container'
import { LinkPage } from '@site/components/LinkPage'
import { StatusHeading } from '@site/components/StatusHeading'
import { paths } from '@site/config/paths'
import { EventFacts } from '@site/features/events/components/EventFacts'
import { registrationState } from '@site/features/events/lib/registrationState'
import { useManagedRegistration } from '@site/features/registrations/api/useManagedRegistration'
import { CalendarLinkList } from '@site/features/registrations/components/CalendarLinkList'
import { CancelRegistration } from '@site/features/registrations/components/CancelRegistration'
import { DownloadMyData } from '@site/features/registrations/components/DownloadMyData'
import { EntryCode } from '@site/features/registrations/components/EntryCode'
import { RegistrationDetailsForm } from '@site/features/registrations/components/RegistrationDetailsForm'
import { NetworkingSection } from '@site/features/networking/components/NetworkingSection'
import { WalletButtons } from '@site/features/registrations/components/WalletButtons'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'
import { calendarLinks } from '@contract/calendarLinks'
import { isCalledOff } from '@contract/calledOff'
import { formatClockTime } from '@site/i18n/clock'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import type { ManagedRegistrationDto, RegistrationDto } from '@contract/registrations'

const Stack = styled.div`
  display: grid;
  gap: 20px;
`

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
`

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const EventLink = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-weight: 600;
`

const CalendarBlock = styled.div`
  margin-top: 16px;
`

function statusText(
  registration: RegistrationDto,
  event: ManagedRegistrationDto['event'],
  now: number,
): { title: string; text: string } {
  // The email said so already (decision 511); the page they open from it must not say "See you there".
  if (registration.status !== 'cancelled' && isCalledOff(event, now)) {
    return {
      title: i18n._('This event is cancelled'),
      text: i18n._("We're sorry for the change of plans. There is nothing you need to do."),
    }
  }
  const over = Date.parse(event.endDate) <= now
  switch (registration.status) {
    case 'waitlisted':
      return {
        title: i18n._("You're on the waitlist"),
        text: over
          ? i18n._('This event is over.')
          : registration.position
            ? i18n._('You are number {position} on the waitlist. We will email you if a seat frees up.', {
                position: registration.position,
              })
            : i18n._('We will email you if a seat frees up.'),
      }
    case 'cancelled':
      return {
        title: i18n._('This registration is cancelled'),
        text: i18n._('You no longer have a place at this event.'),
      }
    default:
      return {
        title: i18n._("You're registered"),
        text: registration.checkedInAt
          ? i18n._('Checked in at {time}.', { time: formatClockTime(new Date(registration.checkedInAt), event.timezone) })
          : over
            ? i18n._('This event is over.')
            : i18n._('See you at {venue}!', { venue: event.venue }),
      }
  }
}

function ManageRegistration({ token, data }: { token: string; data: ManagedRegistrationDto }) {
  // Present when the page was opened from an email (cms/lib/capabilities/manageLink.ts).
  const proof = useSearchParams()[0].get('proof')
  const { registration, event } = data
  // The page reads the night's state once, as it reads the registration once.
  const [now] = useState(() => Date.now())
  const status = statusText(registration, event, now)
  // A night called off keeps no entry code, pass, calendar link or corrections: there is nothing to come to.
  const calledOff = isCalledOff(event, now)
  const coming = registration.status === 'registered' && !calledOff
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const [justCancelled, setJustCancelled] = useState(false)
  const active = registration.status !== 'cancelled' && !calledOff
  // Once the event has started (or is archived) there is nothing left to cancel.
  const cancellable = active && registrationState(event, 0, now) !== 'closed'
  let links = null
  try {
    links = coming ? calendarLinks(event, registration.id) : null
  } catch {
    links = null
  }

  // The cancel button is gone once cancelled: keyboard and screen reader users land on the new status.
  useEffect(() => {
    if (justCancelled && registration.status === 'cancelled') statusHeading.current?.focus()
  }, [justCancelled, registration.status])

  return (
    <Stack>
      <Card aria-labelledby="registration-status">
        <StatusHeading id="registration-status" ref={statusHeading} tabIndex={-1}>
          {status.title}
        </StatusHeading>
        <Lead>{status.text}</Lead>
        <Details>
          <dt>{i18n._('Name')}</dt>
          <dd>{registration.name}</dd>
          <dt>{i18n._('Email')}</dt>
          <dd>{registration.email}</dd>
          <dt>{i18n._('Company')}</dt>
          <dd>{registration.company}</dd>
        </Details>
        {coming && registration.checkInUrl && <EntryCode url={registration.checkInUrl} />}
        {coming && <WalletButtons token={token} wallet={data.wallet} />}
      </Card>

      <Card aria-labelledby="registration-event">
        <StatusHeading id="registration-event">{event.name}</StatusHeading>
        <EventFacts event={event} />
        {links && (
          <CalendarBlock>
            <span>{i18n._('Add it to your calendar:')}</span>
            <CalendarLinkList links={links} />
          </CalendarBlock>
        )}
        <EventLink to={paths.event(event.id)}>{i18n._('Go to the event page')}</EventLink>
      </Card>

      {/* Called off: like a cancelled registration, only a profile to withdraw (the server lists nobody). */}
      <NetworkingSection token={token} event={event} status={calledOff ? 'cancelled' : registration.status} />

      {active && (
        <Card aria-labelledby="registration-details">
          <StatusHeading id="registration-details">{i18n._('Correct your details')}</StatusHeading>
          <RegistrationDetailsForm token={token} registration={registration} questions={event.questions} />
        </Card>
      )}

      {registration.status !== 'cancelled' && cancellable && (
        <Card aria-labelledby="registration-cancel">
          <StatusHeading id="registration-cancel">{i18n._("Can't make it?")}</StatusHeading>
          <Lead>
            {registration.status === 'waitlisted'
              ? i18n._('Leave the waitlist and we will stop writing to you about this event.')
              : i18n._('Cancel and your seat goes to the next person waiting.')}
          </Lead>
          <CancelRegistration token={token} status={registration.status} onCancelled={() => setJustCancelled(true)} />
        </Card>
      )}

      <Card aria-labelledby="registration-data">
        <StatusHeading id="registration-data">{i18n._('Your data')}</StatusHeading>
        <Lead>
          {proof
            ? i18n._('Everything we store about your registrations with this email address, as a file.')
            : i18n._(
                'Everything we store about this registration, as a file. Open this page from the link in your email to include your other registrations with this address.',
              )}
        </Lead>
        <DownloadMyData token={token} proof={proof} />
      </Card>
    </Stack>
  )
}

/** `/registrations/:token`: the private page emails link; reading it changes nothing. */
export function RegistrationPage() {
  const { token } = useParams()
  const query = useManagedRegistration(token)
  const invalid = !token || (query.error instanceof ApiError && query.error.status === 404)
  usePageTitle(invalid ? i18n._('This link is not valid') : i18n._('Your registration'))

  return (
    <LinkPage
      query={query}
      invalid={invalid}
      invalidText={i18n._('It may be mistyped or incomplete. Open the link from your confirmation email again.')}
      homeLabel={i18n._('See all events')}
      failedTitle={i18n._('Could not load your registration')}
    >
      {(data) =>
        token && (
          <>
            <PageTitle>{i18n._('Your registration')}</PageTitle>
            <PageSubtitle>
              {data.event.name} · {formatEventDate(data.event.date, data.event.timezone)}
            </PageSubtitle>
            <ManageRegistration token={token} data={data} />
          </>
        )
      }
    </LinkPage>
  )
}
