import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { i18n } from '@site/i18n/i18n'
import { TextField } from '@site/components/FormField'
import { ApiError } from '@site/lib/api'
import { notify, errorDetail } from '@site/lib/notify'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@contract/index'
import { SectionHeader } from '@site/components/SectionHeader'
import { changePassword } from '../api/password'
import { NewPasswordFields } from './NewPasswordFields'

/** The contract's text for an empty current password, marked for the catalogue (FormField translates it). */
export const currentPasswordValidationMessages = [/*i18n*/ 'Current password is required']

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
      notify.success(i18n._('Password updated successfully'))
      reset()
    } catch (cause) {
      notify.error(i18n._('Failed to update password'), errorDetail(cause))
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
        <h2>{i18n._('Change Password')}</h2>
      </SectionHeader>
      <Narrow>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={i18n._('Change Password')}>
          <TextField
            label={i18n._('Current password')}
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
            {isSubmitting ? i18n._('Updating...') : i18n._('Change Password')}
          </Button>
        </form>
      </Narrow>
    </>
  )
}
