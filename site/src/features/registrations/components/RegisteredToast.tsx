import styled from 'styled-components'
import { CalendarLinkList } from './CalendarLinkList'
import type { CalendarLinks } from '@contract/calendarLinks'

const Manage = styled.a`
  display: inline-block;
  margin-top: 8px;
  font-weight: 700;
`

/**
 * The success toast's body (docs/product.md "Event page and registration", "Calendar"): add the event to a calendar, and the private
 * link to change or cancel the registration. Without calendar links, the plain message.
 */
export function RegisteredToast({
  links,
  manageUrl,
  fallback,
}: {
  links: CalendarLinks | null
  manageUrl?: string
  fallback: string
}) {
  return (
    <>
      {links ? (
        <>
          <span>Add it to your calendar:</span>
          <CalendarLinkList links={links} />
        </>
      ) : (
        <span>{fallback}</span>
      )}
      {manageUrl && (
        <div>
          <Manage href={manageUrl}>Manage your registration</Manage>
        </div>
      )}
    </>
  )
}
