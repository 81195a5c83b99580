import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { StatusHeading } from '@site/components/StatusHeading'
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
        You&apos;re on the waitlist
      </StatusHeading>
      <Text>
        You are number {joined.position} on the waitlist for {eventName}. An email is on its way to {joined.email}; we will write
        again if a seat frees up.
      </Text>
      {joined.manageUrl ? (
        <Text>
          <Link to={managePath(joined.manageUrl)}>Manage your place on the waitlist</Link>
        </Text>
      ) : (
        <Text>The link to manage your place is in that email.</Text>
      )}
    </section>
  )
}
