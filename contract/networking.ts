import { z } from './zod'
import { email, withScheme } from './fields'
import { messages, tooLong } from './messages'

/**
 * "Who to meet" (docs/product.md "Who to meet"): a night's tag list, a registration's opt-in
 * profile, swaps of contact details by badge. The same rules judge a profile on the server
 * (inside the registration unit, against the night's list) and in the site's forms.
 */
export const NETWORKING_LIMITS = { tags: 40, tag: 40, perSide: 3, line: 140, url: 2048, phone: 40 } as const

/** The makers' list a night starts with when networking is switched on without tags. */
export const DEFAULT_NETWORKING_TAGS = [
  'CNC machining',
  'Sheet metal',
  'Injection moulding',
  'PCB assembly',
  'Electronics design',
  '3D printing',
  'Product design',
  'Welding and fabrication',
  'Woodworking',
  'Packaging',
  'Supply chain',
  'Firmware and software',
] as const

/** Tags compare without surrounding spaces and ignoring case. */
export const tagKey = (tag: string) => tag.trim().toLowerCase()

const tagLabel = z
  .string({ error: messages.networkingTagEmpty })
  .trim()
  .min(1, messages.networkingTagEmpty)
  .max(NETWORKING_LIMITS.tag, tooLong(NETWORKING_LIMITS.tag))

/**
 * The event's `networking` field: `{enabled, tags}`; switched on with no tags, it takes the
 * default list. A night that is off may keep its list for later.
 */
export const networkingSettingsSchema = z
  .object({
    enabled: z.boolean().optional().default(false),
    tags: z
      .array(tagLabel)
      .max(NETWORKING_LIMITS.tags, messages.networkingTagsMax)
      .optional()
      .default([])
      .refine((tags) => new Set(tags.map(tagKey)).size === tags.length, messages.networkingTagsDistinct),
  })
  .transform((settings) =>
    settings.enabled && settings.tags.length === 0 ? { ...settings, tags: [...DEFAULT_NETWORKING_TAGS] } : settings,
  )
export type NetworkingSettingsInput = z.input<typeof networkingSettingsSchema>
export type NetworkingSettings = z.output<typeof networkingSettingsSchema>

export const NETWORKING_OFF: NetworkingSettings = { enabled: false, tags: [] }

/** A night's settings as stored (a JSON-ish group), read defensively: anything unreadable is off. */
export function storedNetworking(event: { networking?: unknown } | null | undefined): NetworkingSettings {
  const raw = event?.networking as { enabled?: unknown; tags?: unknown } | null | undefined
  const tags = Array.isArray(raw?.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : []
  return { enabled: raw?.enabled === true, tags }
}

/** A share's link: an absolute web address (a bare domain gets https://). */
const shareUrl = z
  .union([z.string({ error: messages.validUrl }).trim().max(NETWORKING_LIMITS.url, tooLong(NETWORKING_LIMITS.url)), z.null()], {
    error: messages.validUrl,
  })
  .optional()
  .transform((value) => (value ? withScheme(value) : null))
  .refine((value) => {
    if (value === null) return true
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, messages.validUrl)

/** A share's phone number as typed: digits with the usual separators, at least 7 digits. */
const sharePhone = z
  .union(
    [z.string({ error: messages.phoneInvalid }).trim().max(NETWORKING_LIMITS.phone, tooLong(NETWORKING_LIMITS.phone)), z.null()],
    {
      error: messages.phoneInvalid,
    },
  )
  .optional()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7),
    messages.phoneInvalid,
  )

/** What a mutual swap reveals of a person: nothing unless they chose it. */
export const shareSchema = z
  .object({ email: z.boolean().optional().default(false), phone: sharePhone, url: shareUrl }, { error: messages.validUrl })
  .optional()
  .transform((share) => share ?? { email: false, phone: null, url: null })

/** A side's tags: up to 3; whether each is in the night's list is judged by `checkProfile`. */
const side = z
  .array(z.unknown(), { error: messages.networkingChooseFromList })
  .max(NETWORKING_LIMITS.perSide, messages.networkingChooseFromList)
  // One message for the whole side (`networking.offers`), whatever item is wrong.
  .refine((tags) => tags.every((tag) => typeof tag === 'string' && tag.length <= 200), messages.networkingChooseFromList)
  .transform((tags) => tags as string[])
  .optional()
  .default([])

/**
 * A registration's profile, `{offers, needs, line, share}`, as a body carries it (the
 * registration's `networking`, or the manage page's PUT). Judged against the night's list by
 * `checkProfile` before anything is stored.
 */
export const networkingProfileSchema = z.object({
  offers: side,
  needs: side,
  line: z
    .string({ error: tooLong(NETWORKING_LIMITS.line) })
    .trim()
    .max(NETWORKING_LIMITS.line, tooLong(NETWORKING_LIMITS.line))
    // One line: line breaks a phone's keyboard slipped in become spaces.
    .transform((line) => line.replace(/\s+/g, ' '))
    .optional()
    .default(''),
  share: shareSchema,
  /**
   * "Print what I offer and look for on my badge": a consent of its own, unticked unless given.
   * Without it the badge shows the name, company and swap code only (issue 52, finding 1).
   */
  printOnBadge: z.boolean().optional().default(false),
})
export type NetworkingProfileInput = z.input<typeof networkingProfileSchema>
export type NetworkingProfile = z.output<typeof networkingProfileSchema>

/**
 * `PUT /api/registrations/{token}/networking` takes the profile itself; the server judges it as
 * the registration's `networking`, so both answer with the same field names (`networking.offers`...).
 */
export const networkingPutSchema = z.object({ networking: networkingProfileSchema })

/** The field name of a profile's part, in forms and in `errors` (the registration body's own names). */
export const profileField = (part: 'offers' | 'needs' | 'line' | 'share.url' | 'share.phone') => `networking.${part}`

/**
 * Judges a profile's tags against the night's list: each side up to 3 distinct tags of the list
 * (typed in any case; stored in the list's spelling), and at least one tag in all. Returns the
 * cleaned profile and field errors keyed `networking.offers` / `networking.needs`.
 */
export function checkProfile(
  tags: readonly string[],
  profile: NetworkingProfile,
): { profile: NetworkingProfile; errors: Record<string, string> } {
  const byKey = new Map(tags.map((tag) => [tagKey(tag), tag]))
  const errors: Record<string, string> = {}
  const pick = (part: 'offers' | 'needs') => {
    const chosen = profile[part].map((tag) => byKey.get(tagKey(tag)))
    const known = chosen.filter((tag): tag is string => tag !== undefined)
    if (known.length !== chosen.length || new Set(known).size !== known.length || known.length > NETWORKING_LIMITS.perSide)
      errors[profileField(part)] = messages.networkingChooseFromList
    return [...new Set(known)]
  }
  const offers = pick('offers')
  const needs = pick('needs')
  if (!errors[profileField('offers')] && !errors[profileField('needs')] && offers.length + needs.length === 0)
    errors[profileField('offers')] = messages.networkingChooseOne
  return { profile: { ...profile, offers, needs }, errors }
}

/** Only the tags still in the night's list count (a host may shorten it after people chose). */
export const liveTags = (chosen: readonly string[], tags: readonly string[]) => {
  const keys = new Set(tags.map(tagKey))
  return chosen.filter((tag) => keys.has(tagKey(tag)))
}

/** Contact codes (cms/lib/capabilities/contactCode.ts): letters and digits that cannot be misread. */
export const CONTACT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CONTACT_CODE_LENGTH = 8

/**
 * A contact code as typed or scanned (the code, or its `/c/{code}` URL) in its stored form:
 * upper case, spaces and dashes dropped; null when it cannot be a code.
 */
export function normaliseContactCode(input: string): string | null {
  const last =
    input
      .trim()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? ''
  const code = last.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]{1,8}$/.test(code) ? code : null
}

/** `POST /api/registrations/{token}/swaps`: the other person's code, or its URL. */
export const swapRequestSchema = z.object({
  code: z
    .string({ error: messages.contactCodeRequired })
    .trim()
    .min(1, messages.contactCodeRequired)
    .max(NETWORKING_LIMITS.url, messages.contactCodeInvalid),
})
export type SwapRequestInput = z.input<typeof swapRequestSchema>

/** `POST /api/contact-codes/{code}/my-link`: the address the scanner registered for the night with. */
export const swapLinkSchema = z.object({ email: email() })
export type SwapLinkInput = z.infer<typeof swapLinkSchema>

/** Requests nobody answered lapse after this long (a refusal is silence). */
export const SWAP_LAPSE_MS = 7 * 24 * 3600_000
/** At most this many swap requests a minute per manage link. */
export const SWAPS_PER_MINUTE = 30
/** No suggestion list holds more than this many people, and nobody is in more than EXPOSURE_CAP lists. */
export const SUGGESTIONS_PER_PERSON = 3
export const EXPOSURE_CAP = 5
/** The host's aggregate says nothing below this many opted-in people. */
export const AGGREGATE_MINIMUM = 5

export type ReasonDirection = 'theyOffer' | 'theyNeed'

/** One suggested person: exactly these keys, never an id, email, phone or last name. */
export interface SuggestionDto {
  firstName: string
  company: string
  line: string
  reasons: { tag: string; direction: ReasonDirection }[]
}

export interface IncomingSwapDto {
  id: string | number
  firstName: string
  company: string
  at: string
}

export interface OutgoingSwapDto {
  firstName: string
  company: string
  at: string
}

/** A mutual swap: the other's name and company, and what they chose to share (only that). */
export interface MutualSwapDto {
  name: string
  company: string
  email?: string
  phone?: string
  url?: string
  at: string
}

/** `GET /api/registrations/{token}/networking`. */
export interface NetworkingDto {
  enabled: boolean
  tags: string[]
  profile: NetworkingProfile | null
  contactCode: string | null
  suggestions: SuggestionDto[]
  swaps: { incoming: IncomingSwapDto[]; outgoing: OutgoingSwapDto[]; mutual: MutualSwapDto[] }
}

/** `POST …/swaps` (201 requested, 200 mutual) and `POST …/swaps/{id}/accept` (200 mutual). */
export interface SwapResultDto {
  status: 'requested' | 'mutual'
}

/** `GET /api/contact-codes/{code}`: what the `/c/{code}` page shows of the code's holder. */
export interface ContactCardDto {
  firstName: string
  company: string
}

/** `GET /api/events/{id}/networking` (the team): counts only; empty below AGGREGATE_MINIMUM people. */
export interface NetworkingAggregateDto {
  optedIn: number
  offers: Record<string, number>
  needs: Record<string, number>
  unmetNeeds: { tag: string; needing: number; offering: number }[]
}

/**
 * "Sheet metal" reads "sheet metal" mid-sentence; "CNC machining" and "3D printing" stay as they
 * are. German capitalises its nouns wherever they stand, so a German sentence keeps the tag as written.
 */
export const tagInSentence = (tag: string, locale = 'en') =>
  locale !== 'de' && /^[A-Z][a-z]/.test(tag) ? tag.charAt(0).toLowerCase() + tag.slice(1) : tag

/**
 * "3 people to look for tonight" (1 person, 2 people...): the heading of suggestions on the page
 * and in the reminder, which says "tomorrow" when it is read the day before (lookForWhen).
 */
export const lookForHeading = (count: number, when: LookForWhen = 'tonight') =>
  `${count} ${count === 1 ? 'person' : 'people'} to look for ${when}`

export type LookForWhen = 'tonight' | 'tomorrow'

/** "tonight" when `now` is on the night's own date in its zone, else "tomorrow" (a reminder is sent within a day of the start). */
export function lookForWhen(nightStart: string, timeZone: string, now: number = Date.now()): LookForWhen {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return day.format(new Date(nightStart)) === day.format(new Date(now)) ? 'tonight' : 'tomorrow'
}

/** The first word of a name: what suggestions and the `/c/{code}` page show. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? ''
