import { z } from './zod'

/** Who gets a badge: everyone registered (the default), or only the people already checked in (reprints at the door). */
export const badgeWho = ['registered', 'checkedIn'] as const
/** US Letter (the default) or A4 sheets; the badges are 4 x 3 in either way. */
export const badgePaper = ['letter', 'a4'] as const

/** `GET /api/events/{id}/badges.pdf[?who=registered|checkedIn][&paper=a4]` (docs/api.md "Name badges"). */
export const badgesQuerySchema = z.object({
  who: z.enum(badgeWho, { error: 'who must be registered or checkedIn' }).optional().default('registered'),
  paper: z.enum(badgePaper, { error: 'paper must be letter or a4' }).optional().default('letter'),
})
export type BadgesQuery = z.input<typeof badgesQuerySchema>

/** The badges' address, as the dashboard links it. */
export const badgesPath = (eventId: string | number, query: BadgesQuery = {}) => {
  const params = new URLSearchParams()
  if (query.who && query.who !== 'registered') params.set('who', query.who)
  if (query.paper && query.paper !== 'letter') params.set('paper', query.paper)
  const search = params.toString()
  return `/api/events/${encodeURIComponent(String(eventId))}/badges.pdf${search ? `?${search}` : ''}`
}
