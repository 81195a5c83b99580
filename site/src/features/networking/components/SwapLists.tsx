import { useState } from 'react'
import styled from 'styled-components'
import { type ShareChoice } from '@contract/swapConsent'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { useAction } from '@site/hooks/useAction'
import { errorMessage, notify } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { hideRequest, notNowIds } from '../lib/notNow'
import { formatMoment } from '../lib/when'
import { swapGivesText } from '../lib/swapGives'
import type { IncomingSwapDto, MutualSwapDto, NetworkingDto } from '@contract/networking'
import type { Id } from '@contract/types'

const Section = styled.section`
  margin-top: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.0625rem;
    color: ${theme.colors.brand};
  }
  ul {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

const When = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`

const Answer = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`

interface IncomingProps {
  swap: IncomingSwapDto
  accept: (id: Id) => Promise<unknown>
  share: ShareChoice | null | undefined
  onNotNow: () => void
  /** The night's zone: its times read as the bar's clock. */
  timeZone: string
}

function Incoming({ swap, accept, share, onNotNow, timeZone }: IncomingProps) {
  const gives = `swap-gives-${String(swap.id)}`
  const { run, pending } = useAction(async () => {
    try {
      await accept(swap.id)
      notify.success(
        i18n._('Contacts swapped'),
        i18n._('You and {firstName} now see what each of you shares.', { firstName: swap.firstName }),
      )
    } catch (error) {
      notify.error(i18n._('Could not accept'), errorMessage(error, i18n._('Please try again.')))
    }
  })
  return (
    <li>
      <span>
        <strong>{swap.firstName}</strong> · {swap.company}
        <When>{i18n._('asked {when}', { when: formatMoment(swap.at, timeZone) })}</When>
        <When id={gives}>{swapGivesText(swap.firstName, share)}</When>
      </span>
      <Answer>
        <Button
          $size="sm"
          onClick={() => void run()}
          disabled={pending}
          aria-label={i18n._("Accept {firstName}'s swap", { firstName: swap.firstName })}
          aria-describedby={gives}
        >
          {pending ? i18n._('Accepting...') : i18n._('Accept')}
        </Button>
        <Button
          $size="sm"
          $variant="ghost"
          onClick={onNotNow}
          aria-label={i18n._("Not now: hide {firstName}'s request", { firstName: swap.firstName })}
        >
          {i18n._('Not now')}
        </Button>
      </Answer>
    </li>
  )
}

/** A mutual swap: the other's name and company, and only what they chose to share. */
function Mutual({ swap }: { swap: MutualSwapDto }) {
  return (
    <li>
      <span>
        <strong>{swap.name}</strong> · {swap.company}
        {swap.email && (
          <When>
            <a href={`mailto:${swap.email}`}>{swap.email}</a>
          </When>
        )}
        {swap.phone && (
          <When>
            <a href={`tel:${swap.phone.replace(/[^\d+]/g, '')}`}>{swap.phone}</a>
          </When>
        )}
        {swap.url && (
          <When>
            <a href={swap.url} rel="noopener noreferrer" target="_blank">
              {swap.url}
            </a>
          </When>
        )}
        {!swap.email && !swap.phone && !swap.url && <When>{i18n._('shares no contact details')}</When>}
      </span>
    </li>
  )
}

/**
 * The person's swaps: asked of them (accept, saying what it gives from their own `share`, or
 * "Not now", hidden on this phone; a refusal is silence), asked by them (waiting), and mutual
 * (what each chose to share).
 */
export function SwapLists({
  swaps,
  accept,
  share,
  timeZone,
  over = false,
}: {
  swaps: NetworkingDto['swaps']
  accept: (id: Id) => Promise<unknown>
  share?: ShareChoice | null
  /** The night's zone (`event.timezone`). */
  timeZone: string
  /** After the night: only the swaps made, no request to answer or make (issue 54). */
  over?: boolean
}) {
  const [hidden, setHidden] = useState(notNowIds)
  const incoming = swaps.incoming.filter((swap) => !hidden.has(String(swap.id)))
  if (over) return <MutualList swaps={swaps.mutual} />
  return (
    <>
      <Section aria-labelledby="swaps-incoming">
        <h3 id="swaps-incoming">{i18n._('Asked to swap with you')}</h3>
        {incoming.length ? (
          <ul>
            {incoming.map((swap) => (
              <Incoming
                key={String(swap.id)}
                swap={swap}
                accept={accept}
                share={share}
                timeZone={timeZone}
                onNotNow={() => {
                  hideRequest(swap.id)
                  setHidden(notNowIds())
                }}
              />
            ))}
          </ul>
        ) : (
          <p>{i18n._('No one is waiting for you. Requests you leave unanswered lapse after 7 days.')}</p>
        )}
      </Section>
      <Section aria-labelledby="swaps-outgoing">
        <h3 id="swaps-outgoing">{i18n._('You asked')}</h3>
        {swaps.outgoing.length ? (
          <ul>
            {swaps.outgoing.map((swap) => (
              <li key={`${swap.firstName}|${swap.company}|${swap.at}`}>
                <span>
                  <strong>{swap.firstName}</strong> · {swap.company}
                  <When>{i18n._('waiting since {when}', { when: formatMoment(swap.at, timeZone) })}</When>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{i18n._('Scan someone\'s "Swap contacts" code, or type it above.')}</p>
        )}
      </Section>
      <MutualList swaps={swaps.mutual} />
    </>
  )
}

function MutualList({ swaps }: { swaps: MutualSwapDto[] }) {
  return (
    <Section aria-labelledby="swaps-mutual">
      <h3 id="swaps-mutual">{i18n._('Swapped')}</h3>
      {swaps.length ? (
        <ul>
          {swaps.map((swap) => (
            <Mutual key={`${swap.name}|${swap.at}`} swap={swap} />
          ))}
        </ul>
      ) : (
        <p>{i18n._('No swaps yet.')}</p>
      )}
    </Section>
  )
}
