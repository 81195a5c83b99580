import { useCallback } from 'react'
import { useHosts } from '@site/features/hosts/api/hosts'
import type { CurrentUser, EventDto } from '@contract/types'

/**
 * The master admin's Host column: a host's name from the hosts lists the master admin already
 * reads (active, and rejected for deactivated hosts), the master admin's own from the session.
 * Unknown until the lists arrive (the column shows "—").
 */
export function useHostNames(user: CurrentUser): (hostId: EventDto['hostId']) => string | undefined {
  const { data: active } = useHosts('active')
  const { data: rejected } = useHosts('rejected')
  return useCallback(
    (hostId) => {
      if (hostId === null) return undefined
      if (String(hostId) === String(user.id)) return user.name
      return [...(active ?? []), ...(rejected ?? [])].find((host) => String(host.id) === String(hostId))?.name
    },
    [active, rejected, user.id, user.name],
  )
}
