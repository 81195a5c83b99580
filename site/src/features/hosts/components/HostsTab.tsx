import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { errorMessage, notify } from '@site/lib/notify'
import { useAction } from '@site/hooks/useAction'
import { Actions } from '@site/components/Actions'
import { DataTable } from '@site/components/DataTable'
import { ListStatus } from '@site/components/ListStatus'
import { Muted } from '@site/components/Muted'
import { SectionHeader } from '@site/components/SectionHeader'
import { formatDay } from '@site/lib/timestamps'
import { setHostApproval, useHosts, useRefreshHosts, type HostList } from '../api/hosts'
import { RejectHostDialog } from './RejectHostDialog'
import type { CurrentUser, HostDto } from '@contract/types'

const TITLES: Record<HostList, string> = { active: 'Active Hosts', pending: 'Pending Hosts', rejected: 'Rejected Hosts' }
const COLUMNS = ['Name', 'Email', 'LinkedIn', 'Phone']
const EMPTY: Record<HostList, string> = { active: 'No active hosts', pending: 'No pending hosts', rejected: 'No rejected hosts' }

/** The applicant's note on what they would run: kept readable in a narrow name cell. */
const Note = styled.p`
  margin: 6px 0 0;
  max-width: 40ch;
  font-weight: 400;
  white-space: pre-line;
`

const Filter = styled.div`
  display: inline-flex;
  gap: 8px;
`

/**
 * Active or pending hosts; the pending tab can approve or reject, and shows rejected
 * applicants on request so a mistaken rejection can be undone. MASTER_ADMIN only.
 */
export function HostsTab({ user, list }: { user: CurrentUser; list: 'active' | 'pending' }) {
  const [applicants, setApplicants] = useState<'pending' | 'rejected'>('pending')
  if (user.role !== 'MASTER_ADMIN') return null
  return <HostsTable tab={list} list={list === 'active' ? 'active' : applicants} onShow={setApplicants} />
}

function HostsTable({ tab, list, onShow }: { tab: HostList; list: HostList; onShow: (list: 'pending' | 'rejected') => void }) {
  const query = useHosts(list)
  const reviewable = list !== 'active'
  return (
    <>
      <SectionHeader>
        <h2>{TITLES[tab]}</h2>
        {tab === 'pending' && (
          <Filter role="group" aria-label="Show applicants">
            {(['pending', 'rejected'] as const).map((option) => (
              <Button
                key={option}
                $size="sm"
                $variant={list === option ? 'primary' : 'secondary'}
                aria-pressed={list === option}
                onClick={() => onShow(option)}
              >
                {option === 'pending' ? 'Pending' : 'Rejected'}
              </Button>
            ))}
          </Filter>
        )}
      </SectionHeader>
      <Card>
        <ListStatus
          query={query}
          loadingLabel="Loading hosts..."
          errorText={errorMessage(query.error, 'Failed to load hosts')}
          emptyText={EMPTY[list]}
        >
          {(hosts) => (
            <DataTable caption={TITLES[list]} columns={reviewable ? [...COLUMNS, 'Actions'] : COLUMNS}>
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
  const [confirming, setConfirming] = useState(false)
  const row = useRef<HTMLTableRowElement>(null)
  const refreshHosts = useRefreshHosts(list)
  const review = useAction(async (approved: boolean, reason?: string) => {
    try {
      await setHostApproval(host.id, approved, reason)
      // docs/product.md's toast, naming the person and the outcome so a slip is noticed at once.
      notify.success('Host approval status updated successfully', `${approved ? 'Approved' : 'Rejected'} ${host.name}`)
      // The row leaves this list: focus goes to the next row, not to <body>.
      focusAfterRemoval(row.current)
      await refreshHosts()
    } catch (cause) {
      notify.error('Failed to update host status', errorMessage(cause, 'Failed to update host approval status'))
    }
  })
  return (
    <tr ref={row}>
      <th scope="row">
        {host.name}
        {/* What the application said, for the review: when, city and what they would run. */}
        {list !== 'active' && <Muted>Applied {formatDay(host.createdAt)}</Muted>}
        {list !== 'active' && host.city && <Muted>{host.city}</Muted>}
        {list !== 'active' && host.hostingNote && <Note>{host.hostingNote}</Note>}
      </th>
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
      {list !== 'active' && (
        <td>
          <Actions>
            <Button
              $size="sm"
              onClick={() => void review.run(true)}
              disabled={review.pending}
              aria-label={`Approve ${host.name}`}
            >
              Approve
            </Button>
            {list === 'pending' && (
              <Button
                $size="sm"
                $variant="danger"
                onClick={() => setConfirming(true)}
                disabled={review.pending}
                aria-label={`Reject ${host.name}`}
              >
                Reject
              </Button>
            )}
          </Actions>
          {confirming && (
            <RejectHostDialog host={host} onReject={(reason) => review.run(false, reason)} onClose={() => setConfirming(false)} />
          )}
        </td>
      )}
    </tr>
  )
}
