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
import { formatDay } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { setHostApproval, useHosts, useRefreshHosts, type HostList } from '../api/hosts'
import { RejectHostDialog } from './RejectHostDialog'
import type { CurrentUser, HostDto } from '@contract/types'

// Marked for the catalogue here, translated where shown.
const TITLES: Record<HostList, string> = {
  active: /*i18n*/ 'Active Hosts',
  pending: /*i18n*/ 'Pending Hosts',
  rejected: /*i18n*/ 'Rejected Hosts',
}
const COLUMNS = [/*i18n*/ 'Name', /*i18n*/ 'Email', /*i18n*/ 'LinkedIn', /*i18n*/ 'Phone']
const EMPTY: Record<HostList, string> = {
  active: /*i18n*/ 'No active hosts',
  pending: /*i18n*/ 'No pending hosts',
  rejected: /*i18n*/ 'No rejected hosts',
}

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
        <h2>{i18n._(TITLES[tab])}</h2>
        {tab === 'pending' && (
          <Filter role="group" aria-label={i18n._('Show applicants')}>
            {(['pending', 'rejected'] as const).map((option) => (
              <Button
                key={option}
                $size="sm"
                $variant={list === option ? 'primary' : 'secondary'}
                aria-pressed={list === option}
                onClick={() => onShow(option)}
              >
                {option === 'pending' ? i18n._('Pending') : i18n._('Rejected')}
              </Button>
            ))}
          </Filter>
        )}
      </SectionHeader>
      <Card>
        <ListStatus
          query={query}
          loadingLabel={i18n._('Loading hosts...')}
          errorText={errorMessage(query.error, i18n._('Failed to load hosts'))}
          emptyText={i18n._(EMPTY[list])}
        >
          {(hosts) => (
            <DataTable
              caption={i18n._(TITLES[list])}
              columns={[...COLUMNS, ...(reviewable ? [/*i18n*/ 'Actions'] : [])].map((column) => i18n._(column))}
            >
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
      notify.success(
        i18n._('Host approval status updated successfully'),
        approved ? i18n._('Approved {name}', { name: host.name }) : i18n._('Rejected {name}', { name: host.name }),
      )
      // The row leaves this list: focus goes to the next row, not to <body>.
      focusAfterRemoval(row.current)
      await refreshHosts()
    } catch (cause) {
      notify.error(i18n._('Failed to update host status'), errorMessage(cause, i18n._('Failed to update host approval status')))
    }
  })
  return (
    <tr ref={row}>
      <th scope="row">
        {host.name}
        {/* What the application said, for the review: when, city and what they would run. */}
        {list !== 'active' && <Muted>{i18n._('Applied {date}', { date: formatDay(host.createdAt) })}</Muted>}
        {list !== 'active' && host.city && <Muted>{host.city}</Muted>}
        {list !== 'active' && host.hostingNote && <Note>{host.hostingNote}</Note>}
      </th>
      <td>
        <a href={`mailto:${host.email}`}>{host.email}</a>
      </td>
      <td>
        {host.linkedinUrl ? (
          <a href={host.linkedinUrl} target="_blank" rel="noopener noreferrer">
            {i18n._('View Profile')}
          </a>
        ) : (
          i18n._('Not provided')
        )}
      </td>
      <td>{host.phone || i18n._('Not provided')}</td>
      {list !== 'active' && (
        <td>
          <Actions>
            <Button
              $size="sm"
              onClick={() => void review.run(true)}
              disabled={review.pending}
              aria-label={i18n._('Approve {name}', { name: host.name })}
            >
              {i18n._('Approve')}
            </Button>
            {list === 'pending' && (
              <Button
                $size="sm"
                $variant="danger"
                onClick={() => setConfirming(true)}
                disabled={review.pending}
                aria-label={i18n._('Reject {name}', { name: host.name })}
              >
                {i18n._('Reject')}
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
