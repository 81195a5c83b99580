import styled from 'styled-components'
import { AGGREGATE_MINIMUM, tagInSentence } from '@contract/networking'
import { CardHeading } from '@site/components/CardHeading'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { useNetworkingAggregate } from '../api/useNetworkingAggregate'
import type { NetworkingAggregateDto } from '@contract/networking'
import type { Id } from '@contract/types'

/** In a dialog it follows the dialog's other parts; on the report the page's grid spaces it. */
const Section = styled.section<{ $spaced: boolean }>`
  margin-top: ${({ $spaced }) => ($spaced ? '28px' : '0')};
`

/** Its parts' headings ("Unmet needs", "Offered", "Looked for"), one level below its own. */
const SubHeading = styled.h4`
  margin: 16px 0 6px;
  font-size: 1rem;
`

const Body = styled.div`
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 20px;
  }
`

const Group = styled.p`
  && {
    margin: 8px 0 2px;
  }
  font-weight: 600;
`

const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`

const counts = (map: Record<string, number>) =>
  Object.entries(map)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([tag, n]) => `${tag} ${n}`)
    .join(', ')

type Gap = NetworkingAggregateDto['unmetNeeds'][number]

/**
 * Unmet needs in two lists (issue 54): what nobody offers (someone to invite next time) apart
 * from what fewer people offer than look for (more of the same).
 */
function UnmetNeeds({ gaps }: { gaps: Gap[] }) {
  const groups = [
    { title: i18n._('Nobody offers it'), gaps: gaps.filter((gap) => gap.offering === 0) },
    { title: i18n._('Fewer offer than need it'), gaps: gaps.filter((gap) => gap.offering > 0) },
  ].filter((group) => group.gaps.length)
  return (
    <>
      {groups.map((group) => (
        <div key={group.title}>
          <Group>{group.title}</Group>
          <ul aria-label={group.title}>
            {group.gaps.map((gap) => (
              <li key={gap.tag}>
                {i18n._('{needing} looking for {tag}, {offering} offering', {
                  needing: gap.needing,
                  tag: tagInSentence(gap.tag, i18n.locale),
                  offering: gap.offering,
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

/**
 * The host's view of "Who to meet" (the attendee dialog, the report): how many opted in, tags
 * offered and needed, and the unmet needs ("7 looking for injection moulding, 0 offering"), so
 * the host knows whom to invite next month. Never a name; nothing below 5 people. `quiet` says
 * nothing at all while no one opted in (the report, which does not know the night's switch).
 */
export function NetworkingAggregate({ eventId, quiet = false, level = 3 }: { eventId: Id; quiet?: boolean; level?: 2 | 3 }) {
  const { data } = useNetworkingAggregate(eventId)
  if (!data || (quiet && data.optedIn === 0)) return null
  const enough = data.optedIn >= AGGREGATE_MINIMUM
  const sub = level === 2 ? 'h3' : 'h4'
  return (
    <Section aria-labelledby={`networking-aggregate-${String(eventId)}`} $spaced={level === 3}>
      <CardHeading as={level === 2 ? 'h2' : 'h3'} id={`networking-aggregate-${String(eventId)}`}>
        {i18n._('Who to meet')}
      </CardHeading>
      <Body>
        <p>{i18n._('{count, plural, one {# person} other {# people}} opted in.', { count: data.optedIn })}</p>
        {!enough ? (
          <Muted>
            {i18n._('Counts show once {minimum} people have opted in, so no one can be singled out.', {
              minimum: AGGREGATE_MINIMUM,
            })}
          </Muted>
        ) : (
          <>
            <SubHeading as={sub}>{i18n._('Unmet needs')}</SubHeading>
            {data.unmetNeeds.length ? (
              <UnmetNeeds gaps={data.unmetNeeds} />
            ) : (
              <Muted>{i18n._('Every need is offered by someone.')}</Muted>
            )}
            <SubHeading as={sub}>{i18n._('Offered')}</SubHeading>
            <p>{counts(data.offers) || i18n._('Nothing yet')}</p>
            <SubHeading as={sub}>{i18n._('Looked for')}</SubHeading>
            <p>{counts(data.needs) || i18n._('Nothing yet')}</p>
          </>
        )}
      </Body>
    </Section>
  )
}
