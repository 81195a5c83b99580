import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { useEventHosts } from '../api/team'
import type { Id } from '@contract/types'

const Line = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** "Ana, Ben and Chloé" in the reader's language; en-GB writes the spec's English (no serial comma). */
const nameList = (names: string[]) =>
  new Intl.ListFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, { type: 'conjunction' }).format(names)

/**
 * "Hosted by ...", under the event's title: the night's team members who chose to be named, read
 * live (a removed co-host is gone at once). Until they are read, the owner the event's own answer
 * names (`hostName`, also in the server's first paint), so the line does not appear late.
 */
export function EventHosts({ eventId, named }: { eventId: Id; named?: string | null }) {
  const { data } = useEventHosts(eventId)
  const names = data ? data.map((host) => host.name) : named ? [named] : []
  if (!names.length) return null
  return <Line>{i18n._('Hosted by {names}', { names: nameList(names) })}</Line>
}
