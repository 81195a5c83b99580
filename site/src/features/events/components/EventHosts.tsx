import styled from 'styled-components'
import { useEventHosts } from '../api/team'
import type { Id } from '@contract/types'

const Line = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** "Hosted by ...": the night's team members who chose to be named, read live (a removed co-host is gone at once). */
export function EventHosts({ eventId }: { eventId: Id }) {
  const { data } = useEventHosts(eventId)
  if (!data?.length) return null
  const names = data.map((host) => host.name)
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return <Line>Hosted by {joined}</Line>
}
