import type { MovedAttendeeDto } from '../../contract/attendees'
import type {
  AttendeeWithCheckIn,
  CheckInList,
  CheckInResult,
  DoorAttendee,
  DoorLinkCreated,
  DoorLinkStatus,
  EntryCodeDto,
  EventReport,
  SeriesReport,
} from '../../contract/door'
import type { AudienceCounts, EventMessageDto } from '../../contract/eventMessages'
import type { ContactCardDto, NetworkingAggregateDto, NetworkingDto, SwapResultDto } from '../../contract/networking'
import type { ErasureResultDto, MyDataDto } from '../../contract/privacy'
import type {
  CancelledRegistrationDto,
  CompaniesDto,
  ManagedRegistrationDto,
  RegistrationResultDto,
  WaitlistEntryDto,
  WaitlistJoinedDto,
} from '../../contract/registrations'
import type { FollowersDto, SubscriptionDto, UnsubscribedDto } from '../../contract/subscriptions'
import type { EventHostDto, TeamMemberDto, UserSettingsInput } from '../../contract/team'
import type { FeedbackDto, OutcomesDto, OutcomesSeriesDto } from '../../contract/feedback'
import type {
  AttendeeCount,
  AttendeeWithAnswers,
  CurrentUser,
  EventDto,
  FaqDto,
  GeocodedPlace,
  HostDto,
  MessageDto,
  SiteSettings,
  SponsorDto,
  UploadResult,
} from '../../contract/types'

/**
 * The body each JSON route of docs/api.md answers with on success, typed from contract/, as
 * "METHOD path" with the doc's `{param}` segments. The test client (client.ts) reads a call's
 * body type from here, so a test that reads a field the contract does not have does not
 * type-check. A route that is not here (a file download, Payload's /cms/api) answers `unknown`:
 * the test names what it expects, as it does for an error (`client.get<ApiError>(...)`).
 */
export interface ApiRoutes {
  'POST /api/login': CurrentUser
  'GET /api/user': CurrentUser | null
  'POST /api/logout': MessageDto
  'POST /api/register': CurrentUser
  'PATCH /api/user/password': MessageDto
  'POST /api/auth/forgot-password': MessageDto
  'POST /api/auth/reset-password': MessageDto
  'GET /api/user/settings': UserSettingsInput
  'PATCH /api/user/settings': UserSettingsInput

  'GET /api/events': EventDto[]
  'GET /api/events/host/{hostId}': EventDto[]
  'GET /api/events/{id}': EventDto
  'POST /api/events': EventDto
  'PATCH /api/events/{id}': EventDto
  'POST /api/events/{id}/publish': EventDto
  'PATCH /api/events/{id}/archive': EventDto
  'DELETE /api/events/{id}': MessageDto
  'POST /api/events/{id}/duplicate': EventDto
  'POST /api/events/{id}/series': EventDto[]
  'PATCH /api/events/{id}/following': EventDto[]
  'GET /api/events/{id}/followers': FollowersDto
  'GET /api/events/{id}/team': TeamMemberDto[]
  'POST /api/events/{id}/team': TeamMemberDto
  'DELETE /api/events/{id}/team/{userId}': MessageDto
  'GET /api/events/{id}/hosts': EventHostDto[]

  'POST /api/events/{id}/attendees': RegistrationResultDto
  'GET /api/events/{id}/attendees': (AttendeeWithAnswers & Pick<AttendeeWithCheckIn, 'checkedInAt'>)[]
  'DELETE /api/events/{id}/attendees/{attendeeId}': MessageDto
  'GET /api/events/{id}/attendee-count': AttendeeCount
  'POST /api/events/{id}/attendees/{attendeeId}/move': MovedAttendeeDto
  'GET /api/registrations/{token}': ManagedRegistrationDto
  'PATCH /api/registrations/{token}': ManagedRegistrationDto
  'POST /api/registrations/{token}/cancel': CancelledRegistrationDto
  'GET /api/registrations/{token}/export': MyDataDto
  'POST /api/events/{id}/waitlist': WaitlistJoinedDto
  'GET /api/events/{id}/waitlist': WaitlistEntryDto[]
  'POST /api/events/{id}/waitlist/{attendeeId}/seat': { status: 'registered' }
  'GET /api/events/{id}/companies': CompaniesDto

  'GET /api/events/{id}/check-ins': CheckInList
  'GET /api/feedback/{token}': FeedbackDto
  'PUT /api/feedback/{token}': FeedbackDto
  'GET /api/events/{id}/outcomes': OutcomesDto
  'GET /api/outcomes': OutcomesSeriesDto
  'POST /api/events/{id}/check-ins': CheckInResult
  'DELETE /api/events/{id}/check-ins/{attendeeId}': { attendee: DoorAttendee }
  'POST /api/events/{id}/walk-ins': CheckInResult
  'POST /api/events/{id}/door-link': DoorLinkCreated
  'GET /api/events/{id}/door-link': DoorLinkStatus
  'DELETE /api/events/{id}/door-link': MessageDto
  'GET /api/door/{doorToken}': CheckInList
  'GET /api/door/{doorToken}/check-ins': CheckInList
  'POST /api/door/{doorToken}/check-ins': CheckInResult
  'DELETE /api/door/{doorToken}/check-ins/{attendeeId}': { attendee: DoorAttendee }
  'POST /api/door/{doorToken}/walk-ins': CheckInResult
  'GET /api/entry-codes/{code}': EntryCodeDto
  'GET /api/reports/events/{id}': EventReport
  'GET /api/reports/series': SeriesReport

  'POST /api/subscriptions': MessageDto
  'GET /api/subscriptions/{token}': SubscriptionDto
  'POST /api/subscriptions/{token}/confirm': SubscriptionDto
  'POST /api/subscriptions/{token}/unsubscribe': UnsubscribedDto

  'POST /api/events/{id}/messages': { recipients: number }
  'GET /api/events/{id}/messages': EventMessageDto[]
  'GET /api/events/{id}/messages/audiences': AudienceCounts

  'GET /api/registrations/{token}/networking': NetworkingDto
  'PUT /api/registrations/{token}/networking': NetworkingDto
  'DELETE /api/registrations/{token}/networking': { profile: null }
  'POST /api/registrations/{token}/swaps': SwapResultDto
  'POST /api/registrations/{token}/swaps/{id}/accept': SwapResultDto
  'GET /api/contact-codes/{code}': ContactCardDto
  'GET /api/events/{id}/networking': NetworkingAggregateDto

  'GET /api/geocode': GeocodedPlace
  'POST /api/upload': UploadResult
  'GET /api/hosts/active': HostDto[]
  'GET /api/hosts/pending': HostDto[]
  'GET /api/hosts/rejected': HostDto[]
  'PATCH /api/hosts/{id}/approve': HostDto
  'GET /api/sponsors': SponsorDto[]
  'POST /api/sponsors': SponsorDto
  'PATCH /api/sponsors/{id}': SponsorDto
  'DELETE /api/sponsors/{id}': MessageDto
  'GET /api/faqs': FaqDto[]
  'POST /api/faqs': FaqDto
  'PATCH /api/faqs/{id}': FaqDto
  'DELETE /api/faqs/{id}': MessageDto
  'POST /api/contact': MessageDto
  'GET /api/settings': SiteSettings
  'PATCH /api/settings': SiteSettings
  'GET /api/health': { status: 'ok' }
  // Not ready is a 503 with the reason, not the error envelope.
  'GET /api/ready': { status: 'ready' | 'unavailable'; reason?: string }
  'POST /api/privacy/erase': ErasureResultDto
}

/** `/api/events/1` as `['', 'api', 'events', '1']`; an id typed `string` stays one segment. */
type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [Path]

/** Segment by segment: a `{param}` takes any one segment, any other must be the same text. */
type Matches<Path extends string[], Pattern extends string[]> = Path extends [
  infer Segment extends string,
  ...infer PathRest extends string[],
]
  ? Pattern extends [infer Wanted extends string, ...infer PatternRest extends string[]]
    ? Wanted extends `{${string}}`
      ? Matches<PathRest, PatternRest>
      : Segment extends Wanted
        ? Matches<PathRest, PatternRest>
        : false
    : false
  : Pattern extends []
    ? true
    : false

type WithoutQuery<Path extends string> = Path extends `${infer Bare}?${string}` ? Bare : Path

type Routed<Method extends string, Path extends string> = {
  [Route in keyof ApiRoutes]: Route extends `${Method} ${infer Pattern}`
    ? Matches<Segments<WithoutQuery<Path>>, Segments<Pattern>> extends true
      ? ApiRoutes[Route]
      : never
    : never
}[keyof ApiRoutes]

/**
 * The success body of `METHOD path` (`GET /api/events/${id}`: EventDto), or `unknown` for a path
 * the table does not know (or one typed only `string`).
 */
export type BodyOf<Method extends string, Path extends string> = [Routed<Method, Path>] extends [never]
  ? unknown
  : Routed<Method, Path>
