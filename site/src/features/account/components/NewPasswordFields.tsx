import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The contract's texts these fields' schemas show (contract/messages.ts), marked for the site's
 * catalogue: FormField translates the error it shows (the change form and the emailed reset).
 */
export const newPasswordValidationMessages = [
  /*i18n*/ 'New password must be at least 8 characters',
  /*i18n*/ 'Please confirm your new password',
  /*i18n*/ "Passwords don't match",
]

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
