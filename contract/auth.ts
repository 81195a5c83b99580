import { z } from './zod'
import { email, isLinkedInUrl, isWebAddress, oneLineText, password, withScheme } from './fields'
import { phone } from './phone'
import { messages, tooLong } from './messages'

export const roles = ['MASTER_ADMIN', 'ADMIN', 'HOST'] as const
export type Role = (typeof roles)[number]

export const loginSchema = z.object({
  email: email(),
  password: password(),
})
export type LoginInput = z.infer<typeof loginSchema>

/** Optional LinkedIn profile address: empty means none (stored as null). */
export const optionalLinkedIn = z
  .union([z.string({ error: messages.linkedinValidUrl }).trim().max(2048, tooLong(2048)), z.null()], {
    error: messages.linkedinValidUrl,
  })
  .optional()
  .transform((value) => (value ? withScheme(value) : null))
  .refine((value) => value === null || (isWebAddress(value) && !value.startsWith('/')), messages.linkedinValidUrl)
  .refine((value) => value === null || isLinkedInUrl(value), messages.linkedinProfileUrl)

/** Optional text (empty means none, stored as null) of at most `max` characters. */
const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, tooLong(max)), z.null()])
    .optional()
    .transform((value) => value || null)

/** What a host would run, in a few sentences: the pending card shows it to the reviewer. */
export const HOSTING_NOTE_MAX = 1000

/**
 * `POST /api/register`: host self-registration. role/approved are not part of it. The spec's
 * fields are required as it says; city and the note on what they would run are optional extras
 * for the reviewer, on the site's form too.
 */
export const hostRegistrationSchema = z.object({
  name: oneLineText(messages.nameRequired, messages.nameOneLine),
  email: email(),
  password: password(),
  phone: phone(),
  linkedinUrl: optionalLinkedIn,
  city: optionalText(200),
  hostingNote: optionalText(HOSTING_NOTE_MAX),
})
export type HostRegistrationInput = z.input<typeof hostRegistrationSchema>

/** `PATCH /api/user/password` body. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, messages.currentPasswordRequired)
    .max(200, tooLong(200)),
  newPassword: password(messages.newPasswordMin),
})

/** The dashboard's form adds the confirmation, checked only in the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  })
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>

/** `POST /api/auth/forgot-password`: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: email() })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** `POST /api/auth/reset-password`: the emailed token and a new password, under the password change's rule. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: messages.resetLinkInvalid })
    .trim()
    .min(1, messages.resetLinkInvalid)
    .max(200, messages.resetLinkInvalid),
  password: password(messages.newPasswordMin),
})

/** The reset page adds the confirmation, checked only in the browser. */
export const resetPasswordFormSchema = z
  .object({
    password: password(messages.newPasswordMin),
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

/** A rejection's reason, at most this long: sent to the applicant in the decision email. */
export const REJECTION_REASON_MAX = 1000

/** `PATCH /api/hosts/{id}/approve`: the decision, and an optional reason a rejection's email carries. */
export const hostApprovalSchema = z.object({
  approved: z.boolean({ error: messages.approvedBoolean }),
  reason: optionalText(REJECTION_REASON_MAX),
})
export type HostApprovalInput = z.input<typeof hostApprovalSchema>
