import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { swapLinkSchema, type SwapLinkInput } from '@contract/networking'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { errorMessage } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { requestSwapLink } from '../api/requestSwapLink'

/**
 * `/c/{code}` on a phone that does not know the scanner (issue 54 item 2): one step, the address
 * they registered with; the server emails that registration's link, opened at the swap with this
 * code filled in. Opened on this phone, the link also makes it remember them for the night.
 */
export function EmailMyLink({ code, firstName }: { code: string; firstName: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SwapLinkInput>({ resolver: zodResolver(swapLinkSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    setProblem(null)
    try {
      setSent((await requestSwapLink(code, email)).message)
    } catch (error) {
      setProblem(errorMessage(error, i18n._('Please try again.')))
    }
  })

  if (sent)
    return (
      <Alert tone="success" title={i18n._('Check your email')}>
        {sent}
      </Alert>
    )
  return (
    <form onSubmit={onSubmit} noValidate aria-label={i18n._('Email me my link')}>
      <p>
        {i18n._(
          'This phone does not know you yet. Type the email you registered with: we send your link, and it opens here ready to swap with {firstName}.',
          { firstName },
        )}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label={i18n._('Your email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? i18n._('Sending...') : i18n._('Email me my link')}
      </Button>
    </form>
  )
}
