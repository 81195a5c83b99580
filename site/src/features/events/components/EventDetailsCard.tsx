import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { Card } from '@site/components/Card'
import { Icon } from '@site/components/Icon'
import { theme } from '@site/config/theme'
import { AttendeeCount } from './AttendeeCountText'
import { EventFacts } from './EventFacts'
import { ShareEventButton } from './ShareEventButton'
import type { EventDto } from '@contract/types'

const EventName = styled.h2`
  margin: 0 0 14px;
  font-size: 1.5rem;
  color: ${theme.colors.brand};
`

const Spots = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 16px 0 0;
  font-weight: 600;
  svg {
    color: ${theme.colors.brand};
  }
`

const ShareRow = styled.div`
  margin-top: 16px;
`

const Banner = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  margin-top: 20px;
`

const Description = styled.p`
  margin: 20px 0 0;
  white-space: pre-line;
  color: ${theme.colors.inkMuted};
`

/** The event page's "When & where": facts, spots left, Share, the banner and the description. */
export function EventDetailsCard({ event, count }: { event: EventDto; count: number | null }) {
  return (
    <Card aria-labelledby="event-details-heading">
      <EventName id="event-details-heading">{i18n._('When & where')}</EventName>
      <EventFacts event={event} />
      <Spots>
        <Icon name="users" />
        <AttendeeCount count={count} maxAttendees={event.maxAttendees} />
      </Spots>
      <ShareRow>
        <ShareEventButton event={event} />
      </ShareRow>
      {event.imageUrl && <Banner src={event.imageUrl} alt="" width={800} height={400} fetchPriority="high" />}
      {event.description && <Description>{event.description}</Description>}
    </Card>
  )
}
