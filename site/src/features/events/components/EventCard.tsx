import styled from 'styled-components'
import { ButtonLink } from '@site/components/Button'
import { Icon } from '@site/components/Icon'
import { paths } from '@site/config/paths'
import { formatDistance } from '@site/lib/distance'
import { AttendeeCountText } from './AttendeeCountText'
import { EventFacts, Fact } from './EventFacts'
import type { EventDto } from '@contract/types'

const Article = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition:
    transform 160ms ease,
    box-shadow 160ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`

const Banner = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`

const BannerFallback = styled.div`
  aspect-ratio: 2 / 1;
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 80% 20%, rgba(242, 177, 52, 0.35), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandDark});
  img {
    width: 72px;
    height: 72px;
    opacity: 0.9;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px 22px 22px;
  flex: 1;
`

const Name = styled.h3`
  margin: 0;
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colors.brand};
`

/** Three lines at most: one long description never stretches a whole row of cards. */
const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  white-space: pre-line;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const Extras = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  font-size: 0.9375rem;
  font-weight: 600;
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`

const Action = styled.div`
  margin-top: auto;
  padding-top: 6px;
`

/** `priority`: the first card's banner is the page's largest paint, so it loads at once. */
export function EventCard({
  event,
  distanceKm,
  priority = false,
}: {
  event: EventDto
  distanceKm: number | null
  priority?: boolean
}) {
  return (
    <Article aria-labelledby={`event-${event.id}-name`}>
      {event.imageUrl ? (
        <Banner
          src={event.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={800}
          height={400}
        />
      ) : (
        <BannerFallback aria-hidden="true">
          <img src="/favicon.svg" alt="" width={72} height={72} />
        </BannerFallback>
      )}
      <Body>
        <Name id={`event-${event.id}-name`}>{event.name}</Name>
        {event.description && <Description>{event.description}</Description>}
        <EventFacts event={event} />
        <Extras>
          {distanceKm !== null && (
            <Fact>
              <Icon name="compass" />
              <span>{formatDistance(distanceKm)}</span>
            </Fact>
          )}
          <Fact>
            <Icon name="users" />
            <AttendeeCountText event={event} />
          </Fact>
        </Extras>
        {event.linkedinPostUrl && (
          <Links>
            <a href={event.linkedinPostUrl} target="_blank" rel="noopener noreferrer">
              See the LinkedIn post
              <span className="visually-hidden"> (opens in a new tab)</span>
              <Icon name="external" size={14} />
            </a>
          </Links>
        )}
        <Action>
          <ButtonLink
            to={paths.event(event.id)}
            $variant="accent"
            $fullWidth
            aria-label={`View Details & Register: ${event.name}`}
          >
            View Details &amp; Register
          </ButtonLink>
        </Action>
      </Body>
    </Article>
  )
}
