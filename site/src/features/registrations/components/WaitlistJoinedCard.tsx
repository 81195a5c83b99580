import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { StatusHeading } from '@site/components/StatusHeading'
import { i18n } from '@site/i18n/i18n'
import { managePath } from '../lib/rememberedRegistration'
import type { WaitlistJoined } from './WaitlistForm'

const Text = styled.p`
  margin: 0 0 12px;
`

/**
 * "You're on the waitlist", in place of the form once someone joined: the place in line and the
 * manage link (leave the waitlist, correct details), which the email repeats. Focus lands here,
 * since the button pressed is gone.
 */
export function WaitlistJoinedCard({ eventName, joined }: { eventName: string; joined: WaitlistJoined }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="waitlist-joined">
      <StatusHeading id="waitlist-joined" ref={heading} tabIndex={-1}>
        {i18n._("You're on the waitlist")}
      </StatusHeading>
      <Text>
        {i18n._(
          'You are number {position} on the waitlist for {eventName}. An email is on its way to {email}; we will write again if a seat frees up.',
          { position: joined.position, eventName, email: joined.email },
        )}
      </Text>
      {joined.manageUrl ? (
        <Text>
          <Link to={managePath(joined.manageUrl)}>{i18n._('Manage your place on the waitlist')}</Link>
        </Text>
      ) : (
        <Text>{i18n._('The link to manage your place is in that email.')}</Text>
      )}
    </section>
  )
}
