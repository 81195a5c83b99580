/** Every route string, defined once so links and the router agree. */
export const paths = {
  home: '/',
  event: (id: string | number) => `/events/${id}`,
  eventPattern: '/events/:id',
  /** A registration's private page `/registrations/{token}`; emails link it (the server builds the link). */
  registrationPattern: '/registrations/:token',
  /** A city subscription's private page `/subscriptions/{token}`; emails link it (the server builds the link). */
  subscriptionPattern: '/subscriptions/:token',
  admin: '/admin',
  auth: '/auth',
  /** "Forgot password?": asks for the address to send a reset link to. */
  authForgot: '/auth/forgot',
  /** The emailed link's page, `/auth/reset?token=...` (cms/modules/account/passwordResetRouter.ts builds it). */
  authReset: '/auth/reset',
  faq: '/faq',
  contact: '/contact',
  host: '/host',
  adminCheckIn: (eventId: string | number) => `/admin/events/${eventId}/check-in`,
  adminCheckInPattern: '/admin/events/:id/check-in',
  adminReport: (eventId: string | number) => `/admin/events/${eventId}/report`,
  adminReportPattern: '/admin/events/:id/report',
  door: (doorToken: string) => `/door/${encodeURIComponent(doorToken)}`,
  doorPattern: '/door/:doorToken',
  /** An entry code's page (the confirmation email's QR code; cms/lib/capabilities/entryCode.ts). */
  entryCode: (code: string) => `/check-in/${encodeURIComponent(code)}`,
  entryCodePattern: '/check-in/:code',
  /** A badge's "Swap contacts" QR code (cms/lib/capabilities/contactCode.ts builds it). */
  contactCode: (code: string) => `/c/${encodeURIComponent(code)}`,
  contactCodePattern: '/c/:code',
  /** The morning-after email's one-tap page (cms/lib/capabilities/feedbackLink.ts builds it). */
  feedbackPattern: '/feedback/:token',
} as const
