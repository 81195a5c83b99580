import { spendHashForUnknownEmail } from './loginTiming'
import { passwordResetService } from './passwordResetService'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Mailer } from '../../mail/mailer'
import type { CmsAccountCalls } from '../../http/cmsApi'

/** What the CMS's sign-in screen runs through the /cms/api gate: the same services as /api/login and /api/auth. */
export function cmsAccountCalls(payload: Payload, mailer: Mailer, logger: Logger): CmsAccountCalls {
  const resets = passwordResetService(payload, mailer, logger)
  return {
    equalTiming: (email) => spendHashForUnknownEmail(payload, email),
    sendResetLink: (email, locale) => resets.sendLink(email, locale),
    reset: (token, password) => resets.reset(token, password),
  }
}
