import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { TextField } from '@site/components/FormField'
import { ApiError } from '@site/lib/api'
import { notify } from '@site/lib/notify'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@contract/index'
import { SectionHeader } from '@site/components/SectionHeader'
import { changePassword } from '../api/password'
import { NewPasswordFields } from './NewPasswordFields'

const Narrow = styled(Card)`
  max-width: 520px;
`

/** "Change Password": the current password, the new one and its confirmation. */
export function PasswordTab() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormInput) => {
    try {
      await changePassword({ currentPassword, newPassword })
      notify.success('Password updated successfully')
      reset()
    } catch (cause) {
      notify.error('Failed to update password', cause instanceof Error ? cause.message : undefined)
      // The server names the field it refused (a wrong current password): mark it where it is typed too.
      if (cause instanceof ApiError && cause.errors) {
        for (const field of ['newPassword', 'currentPassword'] as const) {
          const message = cause.errors[field]
          if (message) setError(field, { message }, { shouldFocus: true })
        }
      }
    }
  }

  return (
    <>
      <SectionHeader>
        <h2>Change Password</h2>
      </SectionHeader>
      <Narrow>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Change Password">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            password={{ ...register('newPassword'), error: errors.newPassword?.message }}
            confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Change Password'}
          </Button>
        </form>
      </Narrow>
    </>
  )
}
