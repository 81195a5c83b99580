import { z } from './zod'

export { BOT_GUARD_MIN_FILL_MS } from './botGuardTiming'

/**
 * Two extra fields on the public forms (registration, waitlist, contact, host application)
 * that tell people from scripts: `website` is a honeypot input people never see, and
 * `formFillMs` is how long the form was open before sending (measured in the browser).
 * A filled honeypot is treated as a bot: the server answers the normal success and stores
 * nothing. A measured fill time under BOT_GUARD_MIN_FILL_MS is refused with 400
 * (messages.submitAgain): a person submits again, never loses a seat in silence. A body
 * without one (a client written to the spec) is judged by the honeypot and rate limits. The site's
 * forms wait out the rest of that time themselves (site/src/components/BotGuard.tsx).
 */
export const botGuardSchema = z.object({
  website: z.string().max(200).optional(),
  formFillMs: z.number().int().optional(),
})
export type BotGuardFields = z.infer<typeof botGuardSchema>
