import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { normaliseContactCode } from '@contract/networking'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { StatusHeading } from '@site/components/StatusHeading'
import { i18n } from '@site/i18n/i18n'
import { errorMessage, notify } from '@site/lib/notify'
import { useNetworking, useNetworkingActions } from '../api/useNetworking'
import { useNightPhase } from '../hooks/useNightPhase'
import { forgetMe } from '../lib/rememberedMe'
import { WHO_TO_MEET_ANCHOR } from '../lib/whoToMeetAnchor'
import { ProfileForm } from './ProfileForm'
import { ProfileSummary } from './ProfileSummary'
import { Suggestions } from './Suggestions'
import { SwapLists } from './SwapLists'
import { TypeCodeForm } from './TypeCodeForm'
import { YourCode } from './YourCode'
import type { NightPhase } from '../lib/nightPhase'
import type { NetworkingDto } from '@contract/networking'
import type { RegistrationStatus } from '@contract/registrations'
import type { EventDto } from '@contract/types'

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
`

/** The section as one link target (`#who-to-meet`), its cards spaced as the page's. */
const Section = styled.div`
  display: grid;
  gap: 20px;
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`

/**
 * "Who to meet" on the manage page (docs/product.md "Who to meet"), on a night with it on: the
 * person's profile (join, change or withdraw at any time); while registered and opted in, "3
 * people to look for tonight", their contact code with "Remember me on this phone tonight", a
 * typed code, and their swaps.
 */
export function NetworkingSection({ token, event, status }: { token: string; event: EventDto; status: RegistrationStatus }) {
  const phase = useNightPhase(event)
  const { data } = useNetworking(event.networking?.enabled ? token : undefined, { live: phase === 'live' })
  const actions = useNetworkingActions(token)
  const [editing, setEditing] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const profileHeading = useRef<HTMLHeadingElement>(null)
  const landOnProfile = useRef(false)
  // A save closes the form: the page lands on the profile as saved, the card's heading focused.
  useEffect(() => {
    if (editing || !landOnProfile.current) return
    landOnProfile.current = false
    profileHeading.current?.scrollIntoView?.({ block: 'start' })
    profileHeading.current?.focus({ preventScroll: true })
  }, [editing])
  const shown = Boolean(data?.enabled && (status !== 'cancelled' || data.profile))
  const swapCode = useSwapCode()
  useLandingAt(shown, swapCode && data?.contactCode ? SWAP_CODE_FIELD : null)
  if (!data?.enabled || (status === 'cancelled' && !data.profile)) return null

  const saved = (view: NetworkingDto) => {
    notify.success(data.profile ? i18n._('Profile saved') : i18n._("You're in"), savedDetail(view, phase))
    landOnProfile.current = true
    setEditing(false)
  }

  const withdraw = async () => {
    try {
      await actions.withdraw()
      forgetMe()
      notify.success(
        i18n._('You left "Who to meet"'),
        i18n._('You are no longer suggested to anyone and your code no longer works. You can join again here at any time.'),
      )
    } catch (error) {
      notify.error(i18n._('Could not withdraw'), errorMessage(error, i18n._('Please try again.')))
    }
  }

  return (
    <Section id={WHO_TO_MEET_ANCHOR}>
      <Card aria-labelledby="networking-profile">
        <StatusHeading id="networking-profile" tabIndex={-1} ref={profileHeading}>
          {i18n._('Help me meet people tonight')}
        </StatusHeading>
        {editing ? (
          <ProfileForm
            tags={data.tags}
            profile={data.profile}
            save={actions.saveProfile}
            onSaved={saved}
            onCancel={() => setEditing(false)}
          />
        ) : data.profile ? (
          <>
            <ProfileSummary profile={data.profile} />
            {status === 'waitlisted' && (
              <Lead>{i18n._('Once you have a seat, we suggest people and give you a code to swap contacts.')}</Lead>
            )}
            <Buttons>
              {status !== 'cancelled' && (
                <Button $variant="secondary" onClick={() => setEditing(true)}>
                  {i18n._('Change')}
                </Button>
              )}
              <Button $variant="ghost" onClick={() => setWithdrawing(true)}>
                {i18n._('Stop helping me meet people')}
              </Button>
            </Buttons>
          </>
        ) : (
          <>
            <Lead>
              {i18n._(
                'Tell us what you make and what you are looking for: we suggest who to look for tonight, and you can swap contact details by badge with the people you meet. Only you choose what a swap shares.',
              )}
            </Lead>
            <Button onClick={() => setEditing(true)}>{i18n._('Help me meet people tonight')}</Button>
          </>
        )}
      </Card>

      {data.contactCode && phase === 'after' && (
        // After the night (issue 54): thanks, and the swaps made; no code, suggestion or request.
        <Card aria-labelledby="networking-swaps">
          <StatusHeading id="networking-swaps">{i18n._('Thanks for coming')}</StatusHeading>
          <Lead>{i18n._('The night is over, so there are no new swaps. The people you swapped contacts with stay here.')}</Lead>
          <SwapLists swaps={data.swaps} accept={actions.accept} share={data.profile?.share} timeZone={event.timezone} over />
        </Card>
      )}

      {data.contactCode && phase !== 'after' && (
        <>
          <Suggestions suggestions={data.suggestions} />
          <Card aria-labelledby="networking-swaps">
            <StatusHeading id="networking-swaps">{i18n._('Swap contacts')}</StatusHeading>
            <YourCode code={data.contactCode} token={token} nightEnds={event.endDate} />
            <TypeCodeForm token={token} initial={swapCode ?? ''} fieldId={SWAP_CODE_FIELD} />
            <SwapLists swaps={data.swaps} accept={actions.accept} share={data.profile?.share} timeZone={event.timezone} />
          </Card>
        </>
      )}

      {withdrawing && (
        <ConfirmDialog
          message={i18n._('Leave "Who to meet" for this night?')}
          detail={i18n._(
            'Your tags, line and sharing choices are deleted. Nobody is suggested to meet you, your swap code stops working, and requests waiting either way are dropped. People you already swapped with no longer see your details. Your registration stays, and you can join again here at any time.',
          )}
          confirmLabel={i18n._('Yes, leave')}
          pendingLabel={i18n._('Leaving...')}
          dismissLabel={i18n._('Stay in')}
          onConfirm={withdraw}
          onClose={() => setWithdrawing(false)}
        />
      )}
    </Section>
  )
}

/** A saved profile's toast says what the page now shows below it, no more. */
function savedDetail(view: NetworkingDto, phase: NightPhase): string {
  if (!view.contactCode) return i18n._('Once you have a seat, we suggest people and give you a code to swap contacts.')
  if (phase === 'after') return i18n._('The night is over, so there are no new swaps.')
  if (!view.suggestions.length) return i18n._('No one matches yet. As more people join, we will suggest who to look for.')
  return i18n._('Below: {count, plural, one {# person} other {# people}} to look for tonight.', {
    count: view.suggestions.length,
  })
}

/** The typed-code field, where an "Email me my link" email's link lands with the scanned code. */
const SWAP_CODE_FIELD = 'swap-code'

/** `?swap={code}`: the code of the badge scanned before "Email me my link" (cms/mail/templates/swapLink.ts). */
function useSwapCode() {
  const [params] = useSearchParams()
  return normaliseContactCode(params.get('swap') ?? '')
}

/**
 * Opened as `#who-to-meet` (the "You're going" card, the emails): once the section has loaded,
 * the page scrolls to it and focus lands on its first heading, once, so keyboard and screen
 * reader users start there too; with a scanned code (`field`), on the field that holds it, its
 * "Find" one tap away. The section loads after the page, so the browser's own jump to the
 * anchor finds nothing.
 */
function useLandingAt(shown: boolean, field: string | null) {
  const { hash } = useLocation()
  const landed = useRef(false)
  useEffect(() => {
    if (!shown || landed.current || hash !== `#${WHO_TO_MEET_ANCHOR}`) return
    landed.current = true
    const section = document.getElementById(WHO_TO_MEET_ANCHOR)
    const target = (field && document.getElementById(field)) || section?.querySelector<HTMLElement>('h2, h3')
    ;(field ? target : section)?.scrollIntoView?.({ block: field ? 'center' : 'start' })
    target?.focus({ preventScroll: true })
  }, [shown, hash, field])
}
