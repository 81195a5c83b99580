import { memo } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '@site/components/Icon'
import { theme } from '@site/config/theme'
import { paths } from '@site/config/paths'
import { formatDistance, formatMiles, type DistanceUnit } from '@site/lib/distance'
import { hasEnded } from '@contract/homeOrder'
import { i18n } from '@site/i18n/i18n'
import { AttendeeCount, cardState } from './AttendeeCountText'
import { EventFacts, FactList } from './EventFacts'
import type { RegistrationState } from '../lib/registrationState'
import type { EventDto } from '@contract/types'

/**
 * One styled element per card, its parts plain elements styled from here: the home page draws
 * fifty of them, and each styled element costs script time on a phone (docs/benchmarks.md).
 */
const Article = styled.article`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  transition:
    transform 160ms ease,
    box-shadow 160ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${theme.shadow.raised};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  .banner {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${theme.colors.border};
  }
  /* A night that has ended: its picture fades to grey, the text keeps its contrast. */
  &[data-past] .banner,
  &[data-past] .banner-fallback {
    filter: grayscale(1);
  }
  .banner-fallback {
    aspect-ratio: 2 / 1;
    display: grid;
    place-items: center;
    background:
      radial-gradient(circle at 80% 20%, rgba(242, 177, 52, 0.35), transparent 45%),
      linear-gradient(135deg, ${theme.colors.brandFill}, ${theme.colors.brandFillDark});
  }
  .banner-fallback img {
    width: 72px;
    height: 72px;
    opacity: 0.9;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 20px 22px 22px;
    flex: 1;
  }
  h3 {
    margin: 0;
    font-size: 1.375rem;
    color: ${theme.colors.brand};
  }
  /* Three lines at most: one long description never stretches a whole row of cards. */
  .description {
    margin: 0;
    color: ${theme.colors.inkMuted};
    white-space: pre-line;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .note {
    margin-left: 8px;
    padding: 0 8px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.accentInk};
    font-size: 0.8125rem;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    font-size: 0.9375rem;
    font-weight: 600;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .action {
    margin-top: auto;
    padding-top: 6px;
  }
  /* The accent button's look (components/Button.tsx), on a plain link. */
  .action a {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    padding: 10px 18px;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    border: 2px solid ${theme.colors.accent};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.accentInk};
  }
  .action a:hover {
    background: ${theme.colors.accentHover};
    border-color: ${theme.colors.accentHover};
  }
  .action a.quiet {
    background: transparent;
    border-color: ${theme.colors.brand};
    color: ${theme.colors.brand};
  }
  .action a.quiet:hover {
    background: ${theme.colors.infoSurface};
  }
`

/** A badge beside the count, so a full, closed or past night is not taken for an open one. */
const STATE_NOTE: Record<Exclude<RegistrationState, 'open'> | 'past', string> = {
  full: /*i18n*/ 'Full · waitlist open',
  closed: /*i18n*/ 'Registration closed',
  past: /*i18n*/ 'Past event',
}

/** The spec's button on every card; the badge above says when registering joins the waitlist. */
const ACTION = /*i18n*/ 'View Details & Register'

/**
 * `priority`: the first card's banner is the page's largest paint, so it loads at once. A card
 * draws again only when its own props change (the list re-renders as its data arrives).
 */
export const EventCard = memo(function EventCard({
  event,
  distanceKm,
  distanceUnit = 'km',
  priority = false,
}: {
  event: EventDto
  distanceKm: number | null
  distanceUnit?: DistanceUnit
  priority?: boolean
}) {
  const state = cardState(event)
  const note = hasEnded(event) ? STATE_NOTE.past : state !== 'open' ? STATE_NOTE[state] : null
  return (
    <Article aria-labelledby={`event-${event.id}-name`} data-past={hasEnded(event) || undefined}>
      {event.imageUrl ? (
        <img
          className="banner"
          src={event.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={800}
          height={400}
        />
      ) : (
        <div className="banner-fallback" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={72} height={72} />
        </div>
      )}
      <div className="body">
        <h3 id={`event-${event.id}-name`}>{event.name}</h3>
        {event.description && <p className="description">{event.description}</p>}
        <EventFacts event={event} />
        <FactList>
          {distanceKm !== null && (
            <li>
              <Icon name="compass" />
              <span>
                <span>{formatDistance(distanceKm)}</span>
                {/* Miles beside the spec's kilometres, never instead of them. */}
                {distanceUnit === 'mi' && <span> {formatMiles(distanceKm)}</span>}
              </span>
            </li>
          )}
          <li>
            <Icon name="users" />
            <span>
              <AttendeeCount count={event.registeredCount} maxAttendees={event.maxAttendees} />
              {note && <strong className="note">{i18n._(note)}</strong>}
            </span>
          </li>
        </FactList>
        {event.linkedinPostUrl && (
          <div className="links">
            <a href={event.linkedinPostUrl} target="_blank" rel="noopener noreferrer">
              {i18n._('See the LinkedIn post')}
              <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
              <Icon name="external" size={14} />
            </a>
          </div>
        )}
        <div className="action">
          <Link
            to={paths.event(event.id)}
            className={state === 'closed' ? 'quiet' : undefined}
            aria-label={i18n._('View Details & Register: {name}', { name: event.name })}
          >
            {i18n._(ACTION)}
          </Link>
        </div>
      </div>
    </Article>
  )
})
