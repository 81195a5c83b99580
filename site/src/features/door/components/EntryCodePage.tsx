import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { formatEventDate } from '@site/i18n/dates'
import { formatAddress } from '@contract/place'
import { isCalledOff } from '@contract/calledOff'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { QrImage } from '@site/components/QrImage'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { theme } from '@site/config/theme'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'
import { useUser } from '@site/lib/auth'
import { absoluteUrl } from '@site/lib/share'
import { i18n } from '@site/i18n/i18n'
import { doorClock } from '../lib/clock'
import { nightHours } from '../lib/entryTimes'
import { useEntryCode } from '../api/entryCode'
import { rememberedDoorLink } from '../lib/rememberedDoorLink'
import type { ReactNode } from 'react'
import type { EntryCodeDto } from '@contract/door'

const Person = styled.p`
  margin: 0 0 4px;
  font-size: 1.375rem;
  font-weight: 700;
`

const Night = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 16px 0 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`

/** What the code is good for now, in words (the QR code shows only while it opens the door). */
function statusOf(entry: EntryCodeDto): { tone: 'success' | 'info' | 'error'; title: string; text: string } {
  // The emails link this page too: a night called off (decision 547) has no door to show a code at.
  if (entry.status !== 'cancelled' && isCalledOff(entry.event))
    return {
      tone: 'error',
      title: i18n._('This event is cancelled'),
      text: i18n._("We're sorry for the change of plans. There is nothing you need to do."),
    }
  if (entry.status === 'cancelled')
    return {
      tone: 'error',
      title: i18n._('This registration is cancelled'),
      text: i18n._('This code no longer opens the door.'),
    }
  if (entry.status === 'waitlisted')
    return {
      tone: 'info',
      title: i18n._('On the waitlist'),
      text: i18n._('This code opens the door once a seat is yours; we will email you if one frees up.'),
    }
  if (entry.checkedInAt)
    return {
      tone: 'success',
      title: i18n._('Checked in'),
      text: i18n._('Checked in at {time}. Enjoy the night!', {
        time: doorClock(new Date(entry.checkedInAt), entry.event.timezone),
      }),
    }
  return { tone: 'success', title: i18n._('Registered'), text: i18n._('Show this code at the door.') }
}

/**
 * `/check-in/:code`: where the QR code of a confirmation email leads. The person sees their code
 * again (to show at the door), their name, the night and its status; a host signed in on this
 * phone, or a volunteer who opened the night's door link on it, goes on to the check-in for that
 * person (the server decides whether they may).
 */
/** `offer`: what the page composing this one puts above the entry card (site/src/app/routes/EntryCode.tsx). */
export default function EntryCodePage({ offer }: { offer?: (entry: EntryCodeDto) => ReactNode }) {
  const { code = '' } = useParams()
  const { data: entry, error, isLoading } = useEntryCode(code)
  const { user } = useUser()
  usePageTitle(i18n._('Your entry code'))

  if (isLoading) return <Spinner label={i18n._('Loading...')} showLabel />
  if (!entry) {
    const invalid = error instanceof ApiError && error.status === 404
    return (
      <PageSection>
        <Container $narrow>
          <EmptyState
            level={1}
            icon="ticket"
            title={invalid ? error.message || i18n._('This link is not valid') : i18n._('Your entry code')}
            action={<ButtonLink to={paths.home}>{i18n._('Back to events')}</ButtonLink>}
          >
            {invalid
              ? i18n._('Check the link in your confirmation email.')
              : i18n._('The code could not be read. Please try again.')}
          </EmptyState>
        </Container>
      </PageSection>
    )
  }

  const { event } = entry
  const status = statusOf(entry)
  const opensTheDoor = entry.status === 'registered' && !isCalledOff(event)
  const doorToken = rememberedDoorLink(event.id)
  const query = `?code=${encodeURIComponent(code)}`
  const checkInHere = user ? `${paths.adminCheckIn(event.id)}${query}` : doorToken ? `${paths.door(doorToken)}${query}` : null
  return (
    <PageSection>
      <Container $narrow>
        <PageTitle>{i18n._('Your entry code')}</PageTitle>
        {offer?.(entry)}
        <Card aria-labelledby="entry-person">
          <Person id="entry-person">{entry.name}</Person>
          <Alert tone={status.tone} title={status.title}>
            {status.text}
          </Alert>
          {opensTheDoor && (
            <QrImage
              value={absoluteUrl(paths.entryCode(code))}
              alt={i18n._('QR code: the entry code of {name}', { name: entry.name })}
            />
          )}
          <Night aria-label={i18n._('The night')}>
            <dt>{i18n._('Night')}</dt>
            <dd>{event.name}</dd>
            <dt>{i18n._('Date')}</dt>
            <dd>{formatEventDate(event.date, event.timezone)}</dd>
            <dt>{i18n._('Time')}</dt>
            <dd>{nightHours(event)}</dd>
            <dt>{i18n._('Where')}</dt>
            <dd>
              {event.venue}
              {formatAddress(event) && <>, {formatAddress(event)}</>}
            </dd>
          </Night>
          <Actions>
            {checkInHere && entry.status !== 'cancelled' && !isCalledOff(event) && (
              <ButtonLink to={checkInHere} $variant="accent">
                {i18n._('Check in {name}', { name: entry.name })}
              </ButtonLink>
            )}
            <ButtonLink to={paths.event(event.id)} $variant="secondary">
              {i18n._('About this night')}
            </ButtonLink>
          </Actions>
        </Card>
      </Container>
    </PageSection>
  )
}
