import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { i18n } from '@site/i18n/i18n'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@contract/auth'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { errorMessage, notify } from '@site/lib/notify'
import { requestPasswordReset } from '../api/passwordReset'

/** The address to send a reset link to; afterwards the server's answer replaces the form. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      setSent((await requestPasswordReset(email)).message)
    } catch (error) {
      notify.error(i18n._('Could not send the reset link'), errorMessage(error, i18n._('Failed to send the reset link')))
    }
  })

  if (sent)
    return (
      <Alert tone="success" title={i18n._('Check your email')}>
        {sent}
      </Alert>
    )
  return (
    <form onSubmit={onSubmit} noValidate aria-label={i18n._('Reset your password')}>
      <TextField label={i18n._('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? i18n._('Sending...') : i18n._('Send reset link')}
      </Button>
    </form>
  )
}
