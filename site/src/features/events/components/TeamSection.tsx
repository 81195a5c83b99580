import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { teamMemberSchema, type TeamMemberDto, type TeamMemberInput } from '@contract/team'
import { Button } from '@site/components/Button'
import { CheckboxField, TextField } from '@site/components/FormField'
import { Muted } from '@site/components/Muted'
import { i18n } from '@site/i18n/i18n'
import { ApiError } from '@site/lib/api'
import { useUser } from '@site/lib/auth'
import { errorMessage, notify } from '@site/lib/notify'
import { useAction } from '@site/hooks/useAction'
import { addCohost, removeCohost, saveUserSettings, useEventTeam, useUserSettings } from '../api/team'
import type { EventDto } from '@contract/types'

const Section = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 6px;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`

const Members = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    overflow-wrap: anywhere;
  }
`

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  & > div {
    flex: 1 1 220px;
    min-width: 0;
  }
  & > button {
    min-height: 44px;
    margin-top: 28px;
  }
`

const roleLabel = { owner: /*i18n*/ 'Owner', cohost: /*i18n*/ 'Co-host' } as const

function MemberRow({
  member,
  canRemove,
  onRemove,
}: {
  member: TeamMemberDto
  canRemove: boolean
  onRemove: () => Promise<void>
}) {
  const { run, pending } = useAction(onRemove)
  return (
    <li>
      <span>
        <strong>{member.name}</strong> <Muted>{member.email}</Muted> · {i18n._(roleLabel[member.role])}
      </span>
      {canRemove && member.role === 'cohost' && (
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => void run()}
          disabled={pending}
          aria-label={i18n._('Remove {name} from the team', { name: member.name })}
        >
          {pending ? i18n._('Removing...') : i18n._('Remove')}
        </Button>
      )}
    </li>
  )
}

/** "Show my name on event pages": the signed-in person's own opt-in (docs/product.md "Event teams"). */
function ShowMyName() {
  const { data, mutate } = useUserSettings()
  const { run, pending } = useAction(async (showNameOnEvents: boolean) => {
    try {
      await mutate(await saveUserSettings({ showNameOnEvents }), { revalidate: false })
    } catch (error) {
      notify.error(i18n._('Could not save your choice'), errorMessage(error, i18n._('Please try again.')))
    }
  })
  return (
    <CheckboxField
      label={i18n._('Show my name on the pages of the events I host')}
      checked={data?.showNameOnEvents === true}
      disabled={!data || pending}
      onChange={(change) => void run(change.target.checked)}
    />
  )
}

/**
 * The event's team in its edit dialog: the owner and co-hosts; the owner (or the master admin)
 * adds approved hosts by email and removes co-hosts; a co-host sees the list only.
 */
export function TeamSection({ event }: { event: EventDto }) {
  const { user } = useUser()
  const { data: team, error, mutate } = useEventTeam(event.id)
  const canChange = !!user && (user.role === 'MASTER_ADMIN' || String(user.id) === String(event.hostId))
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamMemberInput>({ resolver: zodResolver(teamMemberSchema), defaultValues: { email: '' } })

  const onAdd = async ({ email }: TeamMemberInput) => {
    try {
      const added = await addCohost(event.id, email)
      notify.success(i18n._('Co-host added'), i18n._('{name} can now run this night with you.', { name: added.name }))
      reset()
      await mutate()
    } catch (cause) {
      if (cause instanceof ApiError && (cause.status === 404 || cause.status === 409 || cause.errors?.email)) {
        setError(
          'email',
          { message: cause.errors?.email ?? errorMessage(cause, i18n._('Could not add the co-host')) },
          { shouldFocus: true },
        )
      } else notify.error(i18n._('Could not add the co-host'), errorMessage(cause, i18n._('Please try again.')))
    }
  }

  const remove = (member: TeamMemberDto) => async () => {
    try {
      await removeCohost(event.id, member.userId)
      notify.success(i18n._('Co-host removed'), i18n._('{name} no longer runs this night.', { name: member.name }))
      await mutate()
    } catch (cause) {
      notify.error(i18n._('Could not remove the co-host'), errorMessage(cause, i18n._('Please try again.')))
    }
  }

  return (
    <Section aria-labelledby="team-heading">
      <h3 id="team-heading">{i18n._('Team')}</h3>
      <Muted>
        {i18n._('Co-hosts edit the night, manage its people and run the door. Only the owner archives it or changes the team.')}
      </Muted>
      {error && <p role="alert">{i18n._('Could not load the team.')}</p>}
      {team && (
        <Members aria-label={i18n._('Team members')}>
          {team.map((member) => (
            <MemberRow key={String(member.userId)} member={member} canRemove={canChange} onRemove={remove(member)} />
          ))}
        </Members>
      )}
      {canChange && (
        <AddRow noValidate onSubmit={handleSubmit(onAdd)} aria-label={i18n._('Add a co-host')}>
          <TextField
            label={i18n._("Co-host's email")}
            type="email"
            autoComplete="off"
            hint={i18n._('An approved host of this site.')}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? i18n._('Adding...') : i18n._('Add co-host')}
          </Button>
        </AddRow>
      )}
      <ShowMyName />
    </Section>
  )
}
