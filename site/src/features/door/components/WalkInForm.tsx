import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { ApiError } from '@site/lib/api'
import { attendeeSchema } from '@contract/attendees'
import { i18n } from '@site/i18n/i18n'
import { errorMessage } from '@site/lib/notify'
import { addWalkIn, type CheckInEndpoints, type WalkIn } from '../api/checkIns'
import type { CheckInResult } from '@contract/door'

// The same rules and messages as the dashboard's attendee form.
const walkInSchema = attendeeSchema.pick({ name: true, email: true, company: true })

const Form = styled.form`
  display: grid;
  gap: 0;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.paper};
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`

/**
 * Someone who never registered: adds them as a registered attendee already checked in. An
 * address that is already registered is offered the normal check-in instead.
 */
export function WalkInForm({
  endpoints,
  onAdded,
  onAlreadyRegistered,
  onClose,
}: {
  endpoints: CheckInEndpoints
  onAdded: (result: CheckInResult) => void
  /** The list cannot be searched by email (the door never sees one): search by the name typed. */
  onAlreadyRegistered: (name: string) => void
  onClose: () => void
}) {
  const [conflict, setConflict] = useState<{ message: string; name: string } | null>(null)
  const [failure, setFailure] = useState('')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WalkIn>({ resolver: zodResolver(walkInSchema), defaultValues: { name: '', email: '', company: '' } })

  const onSubmit = async (values: WalkIn) => {
    setConflict(null)
    setFailure('')
    try {
      onAdded(await addWalkIn(endpoints, values))
      reset()
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict({ message: error.message, name: values.name })
      else setFailure(errorMessage(error, i18n._('Could not add the walk-in')))
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="walk-in-heading">
      <h2 id="walk-in-heading">{i18n._('Walk-in')}</h2>
      <TextField label={i18n._('Name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField
        label={i18n._('Email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label={i18n._('Company')} autoComplete="off" error={errors.company?.message} {...register('company')} />
      {conflict && (
        <Alert tone="info" title={conflict.message}>
          <Row>
            <Button type="button" $size="sm" onClick={() => onAlreadyRegistered(conflict.name)}>
              {i18n._('Find {name} to check in', { name: conflict.name })}
            </Button>
          </Row>
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Row>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? i18n._('Adding...') : i18n._('Add and check in')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {i18n._('Cancel')}
        </Button>
      </Row>
    </Form>
  )
}
