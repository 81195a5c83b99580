import { z } from '../../../contract/zod'
import { attendeeSchema, moveAttendeeSchema } from '../../../contract/attendees'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  hostApprovalSchema,
  hostRegistrationSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../../contract/auth'
import { contactSchema, faqSchema, sponsorSchema } from '../../../contract/content'
import { scanBatchSchema } from '../../../contract/doorOffline'
import { eventMessageSchema } from '../../../contract/eventMessages'
import { eventSchema, eventStatusSchema } from '../../../contract/events'
import { networkingPutSchema, swapLinkSchema, swapRequestSchema } from '../../../contract/networking'
import { erasureSchema, retentionSchema } from '../../../contract/privacy'
import { duplicateSchema, seriesSchema } from '../../../contract/recurrence'
import { registrationUpdateSchema } from '../../../contract/registrations'
import { subscriptionSchema } from '../../../contract/subscriptions'
import { feedbackPutSchema } from '../../../contract/feedback'
import { teamMemberSchema, userSettingsSchema } from '../../../contract/team'
import { createTokenSchema, tokenCreatedSchema, tokenDtoSchema } from '../../../contract/tokens'
import {
  createWebhookSchema,
  deliveryDtoSchema,
  deliveryLogQuerySchema,
  updateWebhookSchema,
  webhookCreatedSchema,
  webhookDtoSchema,
} from '../../../contract/webhooks'
import { badgesQuerySchema } from '../../../contract/badges'
import { geocodeQuerySchema } from '../../../contract/geocode'
import { LOCALES } from '../../i18n/locales'
import type { ZodObject, ZodType } from 'zod'

/**
 * Every `/api` route for the OpenAPI document (./document.ts): its method and path, its group,
 * who may call it, and the contract's zod schema of its body (and, where the contract has one,
 * of its answer). tests/server/openapi.test.ts holds this list to the routes the server mounts,
 * both ways, so a route cannot be added or dropped without the document following.
 *
 * `who`: `public` (anyone), `signedIn` (a session cookie, or a bearer token whose scopes open it:
 * cms/http/middleware/tokenScopes.ts), `session` (a session only), `capability` (the secret in
 * the path or `X-Door-Token`).
 */
export type Who = 'public' | 'signedIn' | 'session' | 'capability'
export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete'

export interface ApiRoute {
  method: Method
  path: string
  tag: string
  summary: string
  who: Who
  body?: ZodType
  /** The query string it reads, as an object of its parameters. */
  query?: ZodObject
  answer?: ZodType
  /** The success status when it is not 200. */
  status?: number
  /** What the answer is when it is not JSON. */
  type?: 'text/csv' | 'application/pdf' | 'text/calendar' | 'application/vnd.apple.pkpass'
}

const checkInBody = z.union([z.object({ token: z.string() }), z.object({ attendeeId: z.union([z.string(), z.number()]) })])

const r = (
  method: Method,
  path: string,
  tag: string,
  who: Who,
  summary: string,
  extra: Partial<Pick<ApiRoute, 'body' | 'query' | 'answer' | 'status' | 'type'>> = {},
): ApiRoute => ({ method, path, tag, who, summary, ...extra })

export const API_ROUTES: ApiRoute[] = [
  r('post', '/api/login', 'Auth', 'public', 'Sign in (sets the session cookie)', { body: loginSchema }),
  r('get', '/api/user', 'Auth', 'public', 'The signed-in account, or null'),
  r('post', '/api/logout', 'Auth', 'public', 'Sign out'),
  r('post', '/api/register', 'Auth', 'public', 'Apply to host', { body: hostRegistrationSchema, status: 201 }),
  r('patch', '/api/user/password', 'Auth', 'session', 'Change the password', { body: changePasswordSchema }),
  r('post', '/api/auth/forgot-password', 'Auth', 'public', 'Ask for a reset link', { body: forgotPasswordSchema }),
  r('post', '/api/auth/reset-password', 'Auth', 'public', 'Set a new password with a reset link', { body: resetPasswordSchema }),
  r('get', '/api/user/settings', 'Auth', 'signedIn', "The signed-in host's settings"),
  r('patch', '/api/user/settings', 'Auth', 'signedIn', "Change the signed-in host's settings", { body: userSettingsSchema }),

  r('get', '/api/events', 'Events', 'public', 'Upcoming nights (or, for the master, by status)', { query: eventStatusSchema }),
  r('get', '/api/events/host/{hostId}', 'Events', 'signedIn', "A host's nights", { query: eventStatusSchema }),
  r('get', '/api/events/{id}', 'Events', 'public', 'One night'),
  r('post', '/api/events', 'Events', 'signedIn', 'Create a night', { body: eventSchema, status: 201 }),
  r('patch', '/api/events/{id}', 'Events', 'signedIn', 'Change a night', { body: eventSchema }),
  r('post', '/api/events/{id}/publish', 'Events', 'signedIn', 'Publish a draft'),
  r('get', '/api/events/{id}/followers', 'Events', 'signedIn', "How many follow the night's city"),
  r('patch', '/api/events/{id}/archive', 'Events', 'signedIn', 'Archive a night'),
  r('delete', '/api/events/{id}', 'Events', 'signedIn', 'Delete a night (master)'),
  r('post', '/api/events/{id}/duplicate', 'Events', 'signedIn', 'Duplicate as the next night', {
    body: duplicateSchema,
    status: 201,
  }),
  r('post', '/api/events/{id}/series', 'Events', 'signedIn', 'Repeat a night', { body: seriesSchema, status: 201 }),
  r('patch', '/api/events/{id}/following', 'Events', 'signedIn', 'Change this and the following nights', { body: eventSchema }),
  r('get', '/api/events/{id}/team', 'Event teams', 'signedIn', "The night's team"),
  r('post', '/api/events/{id}/team', 'Event teams', 'signedIn', 'Add a co-host', { body: teamMemberSchema, status: 201 }),
  r('delete', '/api/events/{id}/team/{userId}', 'Event teams', 'signedIn', 'Remove a co-host'),
  r('get', '/api/events/{id}/hosts', 'Event teams', 'public', 'The hosts named on the night'),
  r('get', '/api/events/{id}/badges.pdf', 'Door', 'signedIn', 'Name badges', {
    type: 'application/pdf',
    query: badgesQuerySchema,
  }),
  r('get', '/api/events/{id}/calendar.ics', 'Events', 'public', 'The night as a calendar file', {
    type: 'text/calendar',
    query: z.object({
      registration: z.string().optional().describe("a registration's manage token: the file is that person's, with their links"),
    }),
  }),

  r('post', '/api/events/{id}/attendees', 'Attendees', 'public', 'Register (or, for the team, add someone)', {
    body: attendeeSchema,
    status: 201,
  }),
  r('get', '/api/events/{id}/attendees', 'Attendees', 'signedIn', 'The attendee list'),
  r('delete', '/api/events/{id}/attendees/{attendeeId}', 'Attendees', 'signedIn', 'Remove someone'),
  r('get', '/api/events/{id}/attendees/download', 'Attendees', 'signedIn', 'The attendee list as CSV', {
    type: 'text/csv',
    query: z.object({ answers: z.literal('1').optional().describe('a column per registration question') }),
  }),
  r('get', '/api/events/{id}/attendee-count', 'Attendees', 'public', 'How many are registered'),
  r('post', '/api/events/{id}/attendees/{attendeeId}/move', 'Attendees', 'signedIn', 'Move someone to another night', {
    body: moveAttendeeSchema,
  }),
  r('post', '/api/events/{id}/waitlist', 'Attendees', 'public', 'Join the waitlist', { body: attendeeSchema, status: 201 }),
  r('get', '/api/events/{id}/waitlist', 'Attendees', 'signedIn', 'The waitlist'),
  r('get', '/api/events/{id}/waitlist/download', 'Attendees', 'signedIn', 'The waitlist as CSV', { type: 'text/csv' }),
  r('post', '/api/events/{id}/waitlist/{attendeeId}/seat', 'Attendees', 'signedIn', 'Give a waiting person a seat'),
  r('get', '/api/events/{id}/companies', 'Attendees', 'public', 'Companies attending'),

  r('get', '/api/registrations/{token}', 'Registrations', 'capability', 'A registration by its manage link'),
  r('patch', '/api/registrations/{token}', 'Registrations', 'capability', 'Correct a registration', {
    body: registrationUpdateSchema,
  }),
  r('post', '/api/registrations/{token}/cancel', 'Registrations', 'capability', 'Cancel a registration'),
  r('get', '/api/registrations/{token}/export', 'Registrations', 'capability', 'Download my data', {
    query: z.object({
      proof: z.string().optional().describe("the emailed link's proof: the address's other registrations too"),
    }),
  }),
  r('get', '/api/registrations/{token}/wallet.pkpass', 'Registrations', 'capability', 'Apple Wallet pass', {
    type: 'application/vnd.apple.pkpass',
  }),
  r('get', '/api/registrations/{token}/wallet/google', 'Registrations', 'capability', 'Google Wallet link (302)'),
  r('get', '/api/registrations/{token}/networking', 'Who to meet', 'capability', 'My "Who to meet" view'),
  r('get', '/api/feedback/{token}', 'The morning after', 'capability', 'My answer to the pulse'),
  r('put', '/api/feedback/{token}', 'The morning after', 'capability', 'Answer the pulse (editable 7 days)', {
    body: feedbackPutSchema,
  }),
  r('put', '/api/registrations/{token}/networking', 'Who to meet', 'capability', 'Set my profile', { body: networkingPutSchema }),
  r('delete', '/api/registrations/{token}/networking', 'Who to meet', 'capability', 'Withdraw my profile'),
  r('post', '/api/registrations/{token}/swaps', 'Who to meet', 'capability', 'Ask to swap contacts', {
    body: swapRequestSchema,
    status: 201,
  }),
  r('post', '/api/registrations/{token}/swaps/{id}/accept', 'Who to meet', 'capability', 'Accept a swap'),
  r('get', '/api/contact-codes/{code}', 'Who to meet', 'capability', "A contact code's holder"),
  r('post', '/api/contact-codes/{code}/my-link', 'Who to meet', 'capability', 'Email me my link (to swap with this code)', {
    body: swapLinkSchema,
    status: 202,
  }),
  r('get', '/api/events/{id}/networking', 'Who to meet', 'signedIn', "The night's networking figures"),

  r('get', '/api/events/{id}/check-ins', 'Door', 'signedIn', 'The door list'),
  r('post', '/api/events/{id}/check-ins', 'Door', 'signedIn', 'Check someone in', { body: checkInBody, status: 201 }),
  r('delete', '/api/events/{id}/check-ins/{attendeeId}', 'Door', 'signedIn', 'Undo a check-in'),
  r('post', '/api/events/{id}/walk-ins', 'Door', 'signedIn', 'Add a walk-in', { body: attendeeSchema, status: 201 }),
  r('get', '/api/events/{id}/check-ins/snapshot', 'Door', 'signedIn', "The door's offline snapshot"),
  r('post', '/api/events/{id}/check-ins/batch', 'Door', 'signedIn', 'Scans made offline', { body: scanBatchSchema }),
  r('post', '/api/events/{id}/door-link', 'Door', 'signedIn', "Make the volunteers' door link", { status: 201 }),
  r('get', '/api/events/{id}/door-link', 'Door', 'signedIn', 'Whether a door link is active'),
  r('delete', '/api/events/{id}/door-link', 'Door', 'signedIn', 'Revoke the door link'),
  r('get', '/api/door/{doorToken}', 'Door', 'capability', 'The door through a door link'),
  r('get', '/api/door/{doorToken}/check-ins', 'Door', 'capability', 'The door list through a door link'),
  r('post', '/api/door/{doorToken}/check-ins', 'Door', 'capability', 'Check in through a door link', {
    body: checkInBody,
    status: 201,
  }),
  r('delete', '/api/door/{doorToken}/check-ins/{attendeeId}', 'Door', 'capability', 'Undo a check-in through a door link'),
  r('post', '/api/door/{doorToken}/walk-ins', 'Door', 'capability', 'Add a walk-in through a door link', {
    body: attendeeSchema,
    status: 201,
  }),
  r('get', '/api/door/{doorToken}/snapshot', 'Door', 'capability', 'The offline snapshot through a door link'),
  r('post', '/api/door/{doorToken}/check-ins/batch', 'Door', 'capability', 'Offline scans through a door link', {
    body: scanBatchSchema,
  }),
  r('get', '/api/entry-codes/{code}', 'Door', 'capability', "An entry code's holder"),

  r('get', '/api/events/{id}/outcomes', 'Reports', 'session', 'What a night achieved (from 5 answers for ratings)'),
  r('get', '/api/events/{id}/outcomes/download', 'Reports', 'session', "A night's outcomes as CSV", { type: 'text/csv' }),
  r('get', '/api/outcomes', 'Reports', 'session', "The key figures of the caller's nights, or of one series (?series=)", {
    query: z.object({ series: z.string().optional().describe("a series' id") }),
  }),
  r('get', '/api/reports/events/{id}', 'Reports', 'signedIn', "A night's report"),
  r('get', '/api/reports/events/{id}/download', 'Reports', 'signedIn', "A night's report as CSV", { type: 'text/csv' }),
  r('get', '/api/reports/series', 'Reports', 'signedIn', 'Every night in figures (master)'),
  r('get', '/api/reports/series/download', 'Reports', 'signedIn', 'Every night in figures as CSV (master)', { type: 'text/csv' }),

  r('post', '/api/events/{id}/messages', 'Messages', 'signedIn', 'Email the attendees', {
    body: eventMessageSchema,
    status: 201,
  }),
  r('get', '/api/events/{id}/messages', 'Messages', 'signedIn', 'Messages sent'),
  r('get', '/api/events/{id}/messages/audiences', 'Messages', 'signedIn', 'How many each audience reaches'),

  r('post', '/api/subscriptions', 'Follow a city', 'public', 'Follow a city', { body: subscriptionSchema, status: 202 }),
  r('get', '/api/subscriptions/{token}', 'Follow a city', 'capability', 'A subscription'),
  r('post', '/api/subscriptions/{token}/confirm', 'Follow a city', 'capability', 'Confirm a subscription'),
  r('post', '/api/subscriptions/{token}/unsubscribe', 'Follow a city', 'capability', 'Unsubscribe'),
  r('get', '/api/subscriptions/{token}/unsubscribe', 'Follow a city', 'capability', 'Unsubscribe page (303)', {
    query: z.object({ lang: z.enum(LOCALES).optional().describe("the page's language") }),
  }),

  r('get', '/api/geocode', 'Places', 'signedIn', 'Find a city', { query: geocodeQuerySchema }),
  r('post', '/api/upload', 'Uploads', 'signedIn', 'Upload an image', { status: 201 }),
  r('get', '/api/hosts/active', 'Hosts', 'signedIn', 'Approved hosts (master)'),
  r('get', '/api/hosts/pending', 'Hosts', 'signedIn', 'Host applications (master)'),
  r('get', '/api/hosts/rejected', 'Hosts', 'signedIn', 'Rejected and deactivated hosts (master)'),
  r('patch', '/api/hosts/{id}/approve', 'Hosts', 'signedIn', 'Approve, reject or deactivate a host (master)', {
    body: hostApprovalSchema,
  }),

  r('get', '/api/sponsors', 'Content', 'public', 'Sponsors'),
  r('post', '/api/sponsors', 'Content', 'signedIn', 'Add a sponsor (master)', { body: sponsorSchema, status: 201 }),
  r('patch', '/api/sponsors/{id}', 'Content', 'signedIn', 'Change a sponsor (master)', { body: sponsorSchema }),
  r('delete', '/api/sponsors/{id}', 'Content', 'signedIn', 'Delete a sponsor (master)'),
  r('get', '/api/faqs', 'Content', 'public', 'Questions and answers'),
  r('post', '/api/faqs', 'Content', 'signedIn', 'Add a question (master)', { body: faqSchema, status: 201 }),
  r('patch', '/api/faqs/{id}', 'Content', 'signedIn', 'Change a question (master)', { body: faqSchema }),
  r('delete', '/api/faqs/{id}', 'Content', 'signedIn', 'Delete a question (master)'),
  r('post', '/api/contact', 'Content', 'public', 'Write to the organisers', { body: contactSchema, status: 201 }),
  r('get', '/api/settings', 'Content', 'public', "The site's settings"),
  r('patch', '/api/settings', 'Content', 'signedIn', 'Change the retention period (master)', { body: retentionSchema }),
  r('post', '/api/privacy/erase', 'Privacy', 'signedIn', "Erase an address's personal data (master)", { body: erasureSchema }),
  r('get', '/api/health', 'Operations', 'public', 'Liveness'),
  r('get', '/api/ready', 'Operations', 'public', 'Readiness'),

  r('post', '/api/tokens', 'API tokens', 'session', 'Make an API token (shown once)', {
    body: createTokenSchema,
    answer: tokenCreatedSchema,
    status: 201,
  }),
  r('get', '/api/tokens', 'API tokens', 'session', 'My API tokens', { answer: z.array(tokenDtoSchema) }),
  r('delete', '/api/tokens/{id}', 'API tokens', 'session', 'Revoke an API token'),
  r('post', '/api/webhooks', 'Webhooks', 'signedIn', 'Add an endpoint (the secret shown once)', {
    body: createWebhookSchema,
    answer: webhookCreatedSchema,
    status: 201,
  }),
  r('get', '/api/webhooks', 'Webhooks', 'signedIn', 'My endpoints', { answer: z.array(webhookDtoSchema) }),
  r('patch', '/api/webhooks/{id}', 'Webhooks', 'signedIn', 'Change an endpoint', {
    body: updateWebhookSchema,
    answer: webhookDtoSchema,
  }),
  r('delete', '/api/webhooks/{id}', 'Webhooks', 'signedIn', 'Delete an endpoint'),
  r(
    'post',
    '/api/webhooks/{id}/rotate-secret',
    'Webhooks',
    'signedIn',
    'A new signing secret (the old one signs too for a day)',
    {
      answer: webhookCreatedSchema,
    },
  ),
  r('post', '/api/webhooks/{id}/test', 'Webhooks', 'signedIn', 'Send a test delivery', { status: 202 }),
  r('get', '/api/webhooks/{id}/deliveries', 'Webhooks', 'signedIn', 'The delivery log (30 days), 100 a page', {
    query: deliveryLogQuerySchema,
    answer: z.array(deliveryDtoSchema),
  }),
  r(
    'post',
    '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    'Webhooks',
    'signedIn',
    'Send a delivery again, under its id',
    {
      status: 202,
    },
  ),
  r('get', '/api/openapi.json', 'Operations', 'public', 'This document'),
]
