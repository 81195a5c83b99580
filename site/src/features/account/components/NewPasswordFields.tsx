import { TextField } from '@site/components/FormField'
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
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." {...password} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...confirmation} />
    </>
  )
}
