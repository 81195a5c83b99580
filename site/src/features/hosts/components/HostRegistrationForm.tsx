import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { HOSTING_NOTE_MAX, hostRegistrationSchema } from '@contract/auth'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { TextAreaField, TextField } from '@site/components/FormField'
import { errorMessage, notify, WELCOME_TOAST_MS } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { registerHost } from '../api/registerHost'
import type { CurrentUser } from '@contract/types'
import type { z } from 'zod'

type HostFields = z.input<typeof hostRegistrationSchema>
type HostBody = z.output<typeof hostRegistrationSchema>

/**
 * Host self-registration: the spec's fields, plus an optional city and note on what they would
 * run for the reviewer (docs/product.md "Host application"). On success the spec's
 * "Registration successful" / "Welcome, {name}!" toast (3 s); `onRegistered` receives the
 * pending host (who is not signed in), and the page says the application awaits review.
 */
export function HostRegistrationForm({ onRegistered }: { onRegistered: (host: CurrentUser) => void }) {
  const guard = useBotGuard()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HostFields, unknown, HostBody>({
    resolver: zodResolver(hostRegistrationSchema),
    defaultValues: { name: '', email: '', password: '', phone: '', linkedinUrl: '', city: '', hostingNote: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const host = await registerHost({ ...values, ...(await botGuardFields(guard)) })
      notify.success(i18n._('Registration successful'), i18n._('Welcome, {name}!', { name: host.name }), {
        duration: WELCOME_TOAST_MS,
      })
      onRegistered(host)
    } catch (error) {
      notify.error(i18n._('Registration failed'), errorMessage(error, i18n._('Registration failed')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <BotGuard guard={guard} />
      <TextField label={i18n._('Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={i18n._('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label={i18n._('Password')}
        type="password"
        autoComplete="new-password"
        hint={i18n._('At least 8 characters.')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField label={i18n._('Phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField
        label={i18n._('LinkedIn profile URL')}
        type="url"
        optional
        placeholder="https://www.linkedin.com/in/your-name"
        error={errors.linkedinUrl?.message}
        {...register('linkedinUrl')}
      />
      <TextField
        label={i18n._('City')}
        optional
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextAreaField
        label={i18n._('What would you like to run?')}
        optional
        hint={i18n._('A few sentences for the reviewer: the kind of night, where, and for whom.')}
        rows={4}
        maxLength={HOSTING_NOTE_MAX}
        error={errors.hostingNote?.message}
        {...register('hostingNote')}
      />
      <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
        {isSubmitting ? i18n._('Submitting...') : i18n._('Apply to Host')}
      </Button>
    </form>
  )
}
