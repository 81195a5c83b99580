import styled from 'styled-components'
import { useEventHosts } from '../api/team'
import type { Id } from '@contract/types'

const Line = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/**
 * "Hosted by ...", under the event's title: the night's team members who chose to be named, read
 * live (a removed co-host is gone at once). Until they are read, the owner the event's own answer
 * names (`hostName`, also in the server's first paint), so the line does not appear late.
 */
export function EventHosts({ eventId, named }: { eventId: Id; named?: string | null }) {
  const { data } = useEventHosts(eventId)
  const names = data ? data.map((host) => host.name) : named ? [named] : []
  if (!names.length) return null
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return <Line>Hosted by {joined}</Line>
}
