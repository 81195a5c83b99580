import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { messages } from '@contract/messages'
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@contract/auth'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { paths } from '@site/config/paths'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { resetPassword } from '../api/passwordReset'
import { NewPasswordFields } from './NewPasswordFields'

function LinkProblem({ message }: { message: string }) {
  return (
    <Alert tone="error" title={i18n._('This link cannot be used')}>
      {message} <Link to={paths.authForgot}>{i18n._('Send a new link')}</Link>
    </Alert>
  )
}

/** A new password (the password change's rule) for the emailed token; then on to sign in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate()
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : i18n._(messages.resetLinkInvalid))
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword(token ?? '', password)
      notify.success(i18n._('Password reset'), message)
      void navigate(paths.auth, { replace: true })
    } catch (error) {
      // A used or expired link cannot succeed on a second try: say so where the form was.
      if (error instanceof ApiError && error.status === 400 && !error.errors?.password)
        setLinkProblem(errorMessage(error, i18n._('Failed to reset password')))
      else notify.error(i18n._('Failed to reset password'), errorMessage(error, i18n._('Failed to reset password')))
    }
  })

  if (linkProblem) return <LinkProblem message={linkProblem} />
  return (
    <form onSubmit={onSubmit} noValidate aria-label={i18n._('Choose a new password')}>
      <NewPasswordFields
        password={{ ...register('password'), error: errors.password?.message }}
        confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? i18n._('Resetting...') : i18n._('Reset password')}
      </Button>
    </form>
  )
}
