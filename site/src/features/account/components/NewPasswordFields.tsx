import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** One registered password input and its validation message. */
export type PasswordFieldProps = UseFormRegisterReturn & { error?: string }

/**
 * "New password" and "Confirm new password", as the password change and the emailed reset both
 * ask for them (one rule, contract/auth.ts). The forms name the fields as their endpoints do
 * (`newPassword`, `password`), so each passes its own registrations.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordFieldProps
  confirmation: PasswordFieldProps
}) {
  return (
    <>
      <TextField
        label={i18n._('New password')}
        type="password"
        autoComplete="new-password"
        hint={i18n._('At least 8 characters.')}
        {...password}
      />
      <TextField label={i18n._('Confirm new password')} type="password" autoComplete="new-password" {...confirmation} />
    </>
  )
}
