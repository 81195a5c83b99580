import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { errorMessage, notify } from '../../../lib/notify'
import type { CurrentUser, HostDto } from '../../../../../contract/types'
import { setHostApproval, useHosts, useRefreshHosts, type HostList } from '../api/hosts'
import { useAction } from '../../../hooks/useAction'
import { Actions, DataTable, ListStatus, SectionHeader } from './ui'

const TITLES: Record<HostList, string> = { active: 'Active Hosts', pending: 'Pending Hosts' }
const COLUMNS = ['Name', 'Email', 'LinkedIn', 'Phone']
const EMPTY: Record<HostList, string> = { active: 'No active hosts', pending: 'No pending hosts' }

/** Active or pending hosts; the pending list can approve or reject. MASTER_ADMIN only. */
export function HostsTab({ user, list }: { user: CurrentUser; list: HostList }) {
  if (user.role !== 'MASTER_ADMIN') return null
  return <HostsTable list={list} />
}

function HostsTable({ list }: { list: HostList }) {
  const query = useHosts(list)
  const pendingList = list === 'pending'
  return (
    <>
      <SectionHeader>
        <h2>{TITLES[list]}</h2>
      </SectionHeader>
      <Card>
        <ListStatus
          query={query}
          loadingLabel="Loading hosts..."
          errorText={errorMessage(query.error, 'Failed to load hosts')}
          emptyText={EMPTY[list]}
        >
          {(hosts) => (
            <DataTable caption={TITLES[list]} columns={pendingList ? [...COLUMNS, 'Actions'] : COLUMNS}>
              {hosts.map((host) => (
                <HostRow key={host.id} host={host} list={list} />
              ))}
            </DataTable>
          )}
        </ListStatus>
      </Card>
    </>
  )
}

function HostRow({ host, list }: { host: HostDto; list: HostList }) {
  const reviewable = list === 'pending'
  const refreshHosts = useRefreshHosts(list)
  const review = useAction(async (approved: boolean) => {
    try {
      await setHostApproval(host.id, approved)
      notify.success('Host approval status updated successfully')
      await refreshHosts()
    } catch (cause) {
      notify.error('Failed to update host status', errorMessage(cause, 'Failed to update host approval status'))
    }
  })
  return (
    <tr>
      <th scope="row">{host.name}</th>
      <td>
        <a href={`mailto:${host.email}`}>{host.email}</a>
      </td>
      <td>
        {host.linkedinUrl ? (
          <a href={host.linkedinUrl} target="_blank" rel="noopener noreferrer">
            View Profile
          </a>
        ) : (
          'Not provided'
        )}
      </td>
      <td>{host.phone || 'Not provided'}</td>
      {reviewable && (
        <td>
          <Actions>
            <Button $size="sm" onClick={() => void review.run(true)} disabled={review.pending} aria-label={`Approve ${host.name}`}>
              Approve
            </Button>
            <Button
              $size="sm"
              $variant="danger"
              onClick={() => void review.run(false)}
              disabled={review.pending}
              aria-label={`Reject ${host.name}`}
            >
              Reject
            </Button>
          </Actions>
        </td>
      )}
    </tr>
  )
}
