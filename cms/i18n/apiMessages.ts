import { TOO_LONG } from '../../contract/messages'
import { t } from './i18n'
import type { Locale } from './locales'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The `/api`'s messages in the catalogue. contract/messages.ts keeps the English the server and
 * the site share (the spec's words); each has its descriptor here under the same key, so the
 * extractor finds it and an answer is translated where it is written, from its English
 * (tests/server/apiMessages.test.ts checks that every contract message has one, word for word).
 */
export const contractMessages = {
  nameRequired: /*i18n*/ { id: 'api.nameRequired', message: 'Name is required' },
  invalidEmail: /*i18n*/ { id: 'api.invalidEmail', message: 'Invalid email address' },
  companyRequired: /*i18n*/ { id: 'api.companyRequired', message: 'Company is required' },
  companyNameRequired: /*i18n*/ { id: 'api.companyNameRequired', message: 'Company name is required' },
  passwordMin: /*i18n*/ { id: 'api.passwordMin', message: 'Password must be at least 8 characters' },
  phoneRequired: /*i18n*/ { id: 'api.phoneRequired', message: 'Phone number is required' },
  phoneInvalid: /*i18n*/ {
    id: 'api.phoneInvalid',
    message: 'Enter a valid phone number, such as (312) 555-0142, or +44 20 7946 0958 outside North America',
  },
  linkedinUrl: /*i18n*/ { id: 'api.linkedinUrl', message: 'Must be a LinkedIn URL' },
  linkedinValidUrl: /*i18n*/ { id: 'api.linkedinValidUrl', message: 'Must be a valid LinkedIn URL' },
  linkedinProfileUrl: /*i18n*/ { id: 'api.linkedinProfileUrl', message: 'Must be a LinkedIn profile URL' },
  currentPasswordRequired: /*i18n*/ { id: 'api.currentPasswordRequired', message: 'Current password is required' },
  newPasswordMin: /*i18n*/ { id: 'api.newPasswordMin', message: 'New password must be at least 8 characters' },
  confirmPasswordRequired: /*i18n*/ { id: 'api.confirmPasswordRequired', message: 'Please confirm your new password' },
  passwordsDontMatch: /*i18n*/ { id: 'api.passwordsDontMatch', message: "Passwords don't match" },
  messageMin: /*i18n*/ { id: 'api.messageMin', message: 'Message must be at least 10 characters' },
  dateRequired: /*i18n*/ { id: 'api.dateRequired', message: 'Date is required' },
  endDateRequired: /*i18n*/ { id: 'api.endDateRequired', message: 'End date is required' },
  endDateAfterStart: /*i18n*/ { id: 'api.endDateAfterStart', message: 'End date must be after the start date' },
  timezoneRequired: /*i18n*/ { id: 'api.timezoneRequired', message: 'Timezone is required' },
  timezoneInvalid: /*i18n*/ { id: 'api.timezoneInvalid', message: 'Choose a time zone from the list, such as America/Phoenix' },
  streetRequired: /*i18n*/ { id: 'api.streetRequired', message: 'Street address is required' },
  cityRequired: /*i18n*/ { id: 'api.cityRequired', message: 'City is required' },
  stateRequired: /*i18n*/ { id: 'api.stateRequired', message: 'State/Province is required' },
  countryRequired: /*i18n*/ { id: 'api.countryRequired', message: 'Country is required' },
  venueRequired: /*i18n*/ { id: 'api.venueRequired', message: 'Venue is required' },
  validUrl: /*i18n*/ { id: 'api.validUrl', message: 'Must be a valid URL' },
  coordinatesNumeric: /*i18n*/ { id: 'api.coordinatesNumeric', message: 'Coordinates need numeric lat and lng' },
  latitudeRange: /*i18n*/ { id: 'api.latitudeRange', message: 'Latitude must be between -90 and 90' },
  longitudeRange: /*i18n*/ { id: 'api.longitudeRange', message: 'Longitude must be between -180 and 180' },
  maxAttendeesInteger: /*i18n*/ { id: 'api.maxAttendeesInteger', message: 'Max attendees must be a whole number of 0 or more' },
  questionRequired: /*i18n*/ { id: 'api.questionRequired', message: 'Question is required' },
  answerRequired: /*i18n*/ { id: 'api.answerRequired', message: 'Answer is required' },
  orderInteger: /*i18n*/ { id: 'api.orderInteger', message: 'Display order must be a whole number' },
  approvedBoolean: /*i18n*/ { id: 'api.approvedBoolean', message: 'approved must be true or false' },
  entryCodeInvalid: /*i18n*/ { id: 'api.entryCodeInvalid', message: 'This entry code is not valid' },
  eventFull: /*i18n*/ { id: 'api.eventFull', message: 'This event is full' },
  alreadyRegistered: /*i18n*/ { id: 'api.alreadyRegistered', message: 'You are already registered for this event' },
  personRegisteredHere: /*i18n*/ { id: 'api.personRegisteredHere', message: 'This person is already registered for this event' },
  registrationClosed: /*i18n*/ { id: 'api.registrationClosed', message: 'Registration is closed for this event' },
  attendeeNotFound: /*i18n*/ { id: 'api.attendeeNotFound', message: 'Attendee not found' },
  notOnWaitlist: /*i18n*/ { id: 'api.notOnWaitlist', message: 'This person is not on the waitlist' },
  alreadyWaitlisted: /*i18n*/ { id: 'api.alreadyWaitlisted', message: 'You are already on the waitlist for this event' },
  eventHasSeats: /*i18n*/ { id: 'api.eventHasSeats', message: 'This event still has seats' },
  lastMasterAdmin: /*i18n*/ {
    id: 'api.lastMasterAdmin',
    message: 'The site needs a master admin: make another account master admin first',
  },
  registrationNotFound: /*i18n*/ { id: 'api.registrationNotFound', message: 'Registration not found' },
  registrationCancelled: /*i18n*/ { id: 'api.registrationCancelled', message: 'This registration is cancelled' },
  eventOverNoCancel: /*i18n*/ {
    id: 'api.eventOverNoCancel',
    message: 'This event is over: its registrations can no longer be cancelled',
  },
  eventCalledOff: /*i18n*/ { id: 'api.eventCalledOff', message: 'This event is cancelled' },
  personWaitlisted: /*i18n*/ { id: 'api.personWaitlisted', message: 'This person is on the waitlist, not registered' },
  walletNotSetUp: /*i18n*/ { id: 'api.walletNotSetUp', message: 'Wallet passes are not set up' },
  walletWaitlisted: /*i18n*/ { id: 'api.walletWaitlisted', message: 'You are on the waitlist: a wallet pass comes with a seat' },
  chooseMoveTarget: /*i18n*/ { id: 'api.chooseMoveTarget', message: 'Choose the event to move this person to' },
  moveToSameEvent: /*i18n*/ {
    id: 'api.moveToSameEvent',
    message: 'Choose a different event: this person is already registered for this one',
  },
  movedCheckedIn: /*i18n*/ { id: 'api.movedCheckedIn', message: 'This person has already checked in and cannot be moved' },
  answeredStays: /*i18n*/ {
    id: 'api.answeredStays',
    message: "This person answered the morning-after questions, so they stay in the night's figures",
  },
  registeredThere: /*i18n*/ { id: 'api.registeredThere', message: 'This person is already registered for that event' },
  waitlistedThere: /*i18n*/ { id: 'api.waitlistedThere', message: 'This person is already on the waitlist for that event' },
  doorLinkInvalid: /*i18n*/ { id: 'api.doorLinkInvalid', message: 'This door link is not valid' },
  doorLinkExpired: /*i18n*/ { id: 'api.doorLinkExpired', message: 'This door link has expired' },
  checkInWhom: /*i18n*/ { id: 'api.checkInWhom', message: 'Send token or attendeeId' },
  scanBatchSize: /*i18n*/ { id: 'api.scanBatchSize', message: 'Send 1 to 500 scans at a time' },
  scanClientId: /*i18n*/ { id: 'api.scanClientId', message: 'Each scan needs a clientId that is a UUID' },
  scanAttendeeId: /*i18n*/ { id: 'api.scanAttendeeId', message: 'Each scan needs the attendeeId of the person scanned' },
  scanTime: /*i18n*/ { id: 'api.scanTime', message: 'Each scan needs the time it was made, as an ISO date and time' },
  scanDevice: /*i18n*/ { id: 'api.scanDevice', message: 'Name this device in 1 to 40 characters' },
  eventNotFound: /*i18n*/ { id: 'api.eventNotFound', message: 'Event not found' },
  invalidCredentials: /*i18n*/ { id: 'api.invalidCredentials', message: 'Invalid email or password' },
  hostPending: /*i18n*/ { id: 'api.hostPending', message: 'Your host application is awaiting review' },
  hostRejected: /*i18n*/ { id: 'api.hostRejected', message: 'Your host application was not approved' },
  accountLocked: /*i18n*/ { id: 'api.accountLocked', message: 'Too many failed sign-in attempts. Please try again later.' },
  currentPasswordIncorrect: /*i18n*/ { id: 'api.currentPasswordIncorrect', message: 'Current password is incorrect' },
  emailTaken: /*i18n*/ { id: 'api.emailTaken', message: 'An account with this email already exists' },
  notSignedIn: /*i18n*/ { id: 'api.notSignedIn', message: 'You must be signed in' },
  forbidden: /*i18n*/ { id: 'api.forbidden', message: 'You do not have permission to do this' },
  retentionDays: /*i18n*/ { id: 'api.retentionDays', message: 'Keep personal data for a whole number of days from 30 to 3650' },
  alreadyArchived: /*i18n*/ { id: 'api.alreadyArchived', message: 'This event is already archived' },
  tooManyRequests: /*i18n*/ { id: 'api.tooManyRequests', message: 'Too many requests. Please try again later.' },
  noApprovedHost: /*i18n*/ { id: 'api.noApprovedHost', message: 'No approved host with that email' },
  alreadyOnTeam: /*i18n*/ { id: 'api.alreadyOnTeam', message: "Already on this event's team" },
  ownerStaysOnTeam: /*i18n*/ { id: 'api.ownerStaysOnTeam', message: "The event's owner cannot be removed from its team" },
  notOnTeam: /*i18n*/ { id: 'api.notOnTeam', message: "Not on this event's team" },
  questionAnswerRequired: /*i18n*/ { id: 'api.questionAnswerRequired', message: 'This question is required' },
  chooseAnOption: /*i18n*/ { id: 'api.chooseAnOption', message: 'Choose one of the options' },
  questionHasAnswers: /*i18n*/ { id: 'api.questionHasAnswers', message: 'This question already has answers' },
  newQuestionOptional: /*i18n*/ {
    id: 'api.newQuestionOptional',
    message: 'Questions added after people have answered must be optional',
  },
  noOneToPrint: /*i18n*/ { id: 'api.noOneToPrint', message: 'No one to print' },
  notInSeries: /*i18n*/ { id: 'api.notInSeries', message: 'This event is not part of a series' },
  subjectRequired: /*i18n*/ { id: 'api.subjectRequired', message: 'Subject is required' },
  messageBodyRequired: /*i18n*/ { id: 'api.messageBodyRequired', message: 'Message is required' },
  audienceRequired: /*i18n*/ { id: 'api.audienceRequired', message: 'Choose who receives the message' },
  noOneMatchesAudience: /*i18n*/ { id: 'api.noOneMatchesAudience', message: 'No one matches this audience' },
  tooManyMessages: /*i18n*/ {
    id: 'api.tooManyMessages',
    message: 'At most 3 messages per event per day. Please try again tomorrow.',
  },
  cityOneLine: /*i18n*/ { id: 'api.cityOneLine', message: 'City must be one line of plain text' },
  nameOneLine: /*i18n*/ { id: 'api.nameOneLine', message: 'Name must be one line of plain text' },
  companyOneLine: /*i18n*/ { id: 'api.companyOneLine', message: 'Company must be one line of plain text' },
  subscriptionRequested: /*i18n*/ {
    id: 'api.subscriptionRequested',
    message: 'Check your inbox: we sent you a link to confirm. Nothing is sent until you do.',
  },
  subscriptionNotFound: /*i18n*/ {
    id: 'api.subscriptionNotFound',
    message: 'This link is not valid any more. Follow the city again from the home page.',
  },
  eventHasPeople: /*i18n*/ { id: 'api.eventHasPeople', message: 'People have registered for this event, so it stays published' },
  networkingChooseFromList: /*i18n*/ { id: 'api.networkingChooseFromList', message: "Choose up to 3 from the night's list" },
  networkingChooseOne: /*i18n*/ {
    id: 'api.networkingChooseOne',
    message: 'Choose at least one thing you make or are looking for',
  },
  networkingOff: /*i18n*/ { id: 'api.networkingOff', message: 'Networking is not on for this night' },
  networkingTagsDistinct: /*i18n*/ { id: 'api.networkingTagsDistinct', message: 'Tags must differ' },
  networkingTagsMax: /*i18n*/ { id: 'api.networkingTagsMax', message: 'At most 40 tags' },
  networkingTagEmpty: /*i18n*/ { id: 'api.networkingTagEmpty', message: 'Tags cannot be empty' },
  networkingNeedsSeat: /*i18n*/ {
    id: 'api.networkingNeedsSeat',
    message: 'Only people registered for this night can swap contacts',
  },
  networkingOptInFirst: /*i18n*/ {
    id: 'api.networkingOptInFirst',
    message: 'Choose "Help me meet people tonight" first to swap contacts',
  },
  contactCodeRequired: /*i18n*/ { id: 'api.contactCodeRequired', message: 'Type the code from their badge' },
  contactCodeInvalid: /*i18n*/ { id: 'api.contactCodeInvalid', message: 'This contact code is not valid' },
  ownContactCode: /*i18n*/ { id: 'api.ownContactCode', message: 'That is your own code' },
  swapNotFound: /*i18n*/ { id: 'api.swapNotFound', message: 'This swap request is not valid any more' },
  tooManySwaps: /*i18n*/ { id: 'api.tooManySwaps', message: 'Too many swap requests. Please wait a minute and try again.' },
  feedbackNotFound: /*i18n*/ { id: 'api.feedbackNotFound', message: 'This feedback link is not valid' },
  feedbackClosed: /*i18n*/ { id: 'api.feedbackClosed', message: 'Answers to this night can no longer be changed' },
  feedbackRatingRequired: /*i18n*/ { id: 'api.feedbackRatingRequired', message: 'Choose a rating from 1 to 5' },
  submitAgain: /*i18n*/ {
    id: 'api.submitAgain',
    message: 'That was quicker than we expected. Please check your details and submit the form again.',
  },
  resetLinkSent: /*i18n*/ {
    id: 'api.resetLinkSent',
    message: "If an account exists for that email, we've sent a link to reset your password. It works for one hour.",
  },
  resetLinkInvalid: /*i18n*/ {
    id: 'api.resetLinkInvalid',
    message: 'This reset link is invalid or has expired. Ask for a new one.',
  },
  passwordReset: /*i18n*/ { id: 'api.passwordReset', message: 'Your password has been reset. You can now sign in.' },
  tokenNameRequired: /*i18n*/ { id: 'api.tokenNameRequired', message: 'Name the token' },
  tokenScopesRequired: /*i18n*/ { id: 'api.tokenScopesRequired', message: 'Choose at least one scope' },
  tokenScopeUnknown: /*i18n*/ { id: 'api.tokenScopeUnknown', message: 'Unknown scope' },
  tokenExpiryDays: /*i18n*/ { id: 'api.tokenExpiryDays', message: 'Expiry must be a whole number of days from 1 to 3650' },
  tokenInvalid: /*i18n*/ { id: 'api.tokenInvalid', message: 'This API token is not valid (unknown, revoked or expired)' },
  tokenOutOfScope: /*i18n*/ { id: 'api.tokenOutOfScope', message: "This API token's scopes do not allow this request" },
  tokenNotFound: /*i18n*/ { id: 'api.tokenNotFound', message: 'Token not found' },
  webhookUrlInvalid: /*i18n*/ { id: 'api.webhookUrlInvalid', message: 'The address must be an https URL' },
  emailLanguageInvalid: /*i18n*/ { id: 'api.emailLanguageInvalid', message: 'Choose en, es, fr or de' },
  webhookUrlRefused: /*i18n*/ {
    id: 'api.webhookUrlRefused',
    message: 'This address is not allowed: it must reach a public server',
  },
  webhookEventsRequired: /*i18n*/ { id: 'api.webhookEventsRequired', message: 'Choose at least one event type' },
  webhookEventUnknown: /*i18n*/ { id: 'api.webhookEventUnknown', message: 'Unknown event type' },
  webhookNotFound: /*i18n*/ { id: 'api.webhookNotFound', message: 'Webhook not found' },
  deliveryNotFound: /*i18n*/ { id: 'api.deliveryNotFound', message: 'Delivery not found' },
  deliveryWithheld: /*i18n*/ {
    id: 'api.deliveryWithheld',
    message: 'This delivery was held back for good and is not sent again',
  },
  deliveryPageInvalid: /*i18n*/ { id: 'api.deliveryPageInvalid', message: 'page must be a whole number from 1' },
  swapLinkSent: /*i18n*/ {
    id: 'api.swapLinkSent',
    message: "If that email is registered for this night, we've sent it your link. Open it on this phone.",
  },
  seriesNotFound: /*i18n*/ { id: 'api.seriesNotFound', message: 'Series not found' },
  seriesInvalid: /*i18n*/ { id: 'api.seriesInvalid', message: 'series must be the id of a series' },
} satisfies Record<string, MessageDescriptor>

/** Refusals and confirmations the server words itself (HTTP errors, deletions, sign-out). */
export const serverMessages = {
  notFound: /*i18n*/ { id: 'api.http.notFound', message: 'Not found' },
  crossOrigin: /*i18n*/ { id: 'api.http.crossOrigin', message: 'Cross-origin request refused' },
  uploadMultipart: /*i18n*/ {
    id: 'api.http.uploadMultipart',
    message: 'Upload must be multipart/form-data with one file in the field "image"',
  },
  unsupportedEncoding: /*i18n*/ { id: 'api.http.unsupportedEncoding', message: 'Unsupported body encoding' },
  serverError: /*i18n*/ { id: 'api.http.serverError', message: 'Something went wrong on our side. Please try again.' },
  jsonRequired: /*i18n*/ { id: 'api.http.jsonRequired', message: 'Request body must be application/json' },
  bodyTooLarge: /*i18n*/ { id: 'api.http.bodyTooLarge', message: 'Request body is too large' },
  noPlaceFound: /*i18n*/ { id: 'api.http.noPlaceFound', message: 'No place found for that city' },
  noEventsInCity: /*i18n*/ { id: 'api.http.noEventsInCity', message: 'No events in that city' },
  bodyUnreadable: /*i18n*/ { id: 'api.http.bodyUnreadable', message: 'The request body could not be read' },
  // contract/recurrence.ts's refusals of `POST /api/events/{id}/series`.
  seriesPattern: /*i18n*/ { id: 'api.http.seriesPattern', message: 'pattern must be weekly, biweekly or monthly' },
  seriesCount: /*i18n*/ { id: 'api.http.seriesCount', message: 'count must be a whole number from 1 to 12' },
  malformedJson: /*i18n*/ { id: 'api.http.malformedJson', message: 'Malformed JSON body' },
  malformedHost: /*i18n*/ { id: 'api.http.malformedHost', message: 'Malformed Host header' },
  hostNotFound: /*i18n*/ { id: 'api.http.hostNotFound', message: 'Host not found' },
  invalidInput: /*i18n*/ { id: 'api.http.invalidInput', message: 'Invalid input' },
  invalidValue: /*i18n*/ { id: 'api.http.invalidValue', message: 'Invalid value' },
  badRequest: /*i18n*/ { id: 'api.http.badRequest', message: 'Bad request' },
  storageUnavailable: /*i18n*/ {
    id: 'api.http.storageUnavailable',
    message: 'The service is temporarily unavailable. Please try again.',
  },
  doorLinkRevoked: /*i18n*/ { id: 'api.http.doorLinkRevoked', message: 'Door link revoked' },
  attendeeRemoved: /*i18n*/ { id: 'api.http.attendeeRemoved', message: 'Attendee removed' },
  signedOut: /*i18n*/ { id: 'api.http.signedOut', message: 'Signed out' },
  passwordUpdated: /*i18n*/ { id: 'api.http.passwordUpdated', message: 'Password updated' },
  eventDeleted: /*i18n*/ { id: 'api.http.eventDeleted', message: 'Event deleted' },
  removedFromTeam: /*i18n*/ { id: 'api.http.removedFromTeam', message: 'Removed from the team' },
  messageSent: /*i18n*/ { id: 'api.http.messageSent', message: 'Message sent' },
  webhookDeleted: /*i18n*/ { id: 'api.http.webhookDeleted', message: 'Webhook deleted' },
  tokenRevoked: /*i18n*/ { id: 'api.http.tokenRevoked', message: 'Token revoked' },
  faqNotFound: /*i18n*/ { id: 'api.http.faqNotFound', message: 'FAQ not found' },
  faqDeleted: /*i18n*/ { id: 'api.http.faqDeleted', message: 'FAQ deleted' },
  sponsorNotFound: /*i18n*/ { id: 'api.http.sponsorNotFound', message: 'Sponsor not found' },
  sponsorDeleted: /*i18n*/ { id: 'api.http.sponsorDeleted', message: 'Sponsor deleted' },
} satisfies Record<string, MessageDescriptor>

const tooLong = /*i18n*/ { id: 'api.tooLong', message: 'This field is too long (max {max} characters)' }

/**
 * The rules' own texts in contract/uploads.ts (`uploadMessages`) and contract/questions.ts (a
 * host's questions), which the server answers as they are: a host uploading a photo, or saving a
 * choice question with one option, reads them in a toast. tests/api/apiMessages.test.ts checks
 * each is still the contract's English.
 */
export const ruleMessages = {
  imageTooLarge: /*i18n*/ { id: 'api.rule.imageTooLarge', message: 'Image must be 10 MB or smaller' },
  imageNotAnImage: /*i18n*/ {
    id: 'api.rule.imageNotAnImage',
    message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  },
  imageUnreadable: /*i18n*/ { id: 'api.rule.imageUnreadable', message: 'This image could not be read' },
  imageRequired: /*i18n*/ { id: 'api.rule.imageRequired', message: 'Choose an image to upload' },
  imagePdf: /*i18n*/ {
    id: 'api.rule.imagePdf',
    message: 'A PDF cannot be used as an image. Export the page as PNG or JPEG and upload that.',
  },
  optionEmpty: /*i18n*/ { id: 'api.rule.optionEmpty', message: 'Options cannot be empty' },
  questionText: /*i18n*/ { id: 'api.rule.questionText', message: 'Question text is required' },
  questionKind: /*i18n*/ { id: 'api.rule.questionKind', message: 'Choose the kind of question' },
  tooManyOptions: /*i18n*/ { id: 'api.rule.tooManyOptions', message: 'At most 20 options' },
  twoOptions: /*i18n*/ { id: 'api.rule.twoOptions', message: 'Give at least two options' },
  optionsDiffer: /*i18n*/ { id: 'api.rule.optionsDiffer', message: 'Options must differ' },
  tooManyQuestions: /*i18n*/ { id: 'api.rule.tooManyQuestions', message: 'At most 10 questions' },
  questionIdsDiffer: /*i18n*/ { id: 'api.rule.questionIdsDiffer', message: 'Question ids must differ' },
  // The team and account rules of the collections' hooks, met by a master admin in the CMS.
  ownerOnTeam: /*i18n*/ { id: 'api.rule.ownerOnTeam', message: "The event's owner is already on its team" },
  cohostsApproved: /*i18n*/ { id: 'api.rule.cohostsApproved', message: 'Co-hosts must be approved hosts' },
  currentPasswordInDashboard: /*i18n*/ {
    id: 'api.rule.currentPasswordInDashboard',
    message: 'Change your password or email from the dashboard, with your current password.',
  },
} satisfies Record<string, MessageDescriptor>

const byEnglish = new Map<string, MessageDescriptor>(
  [...Object.values(contractMessages), ...Object.values(serverMessages), ...Object.values(ruleMessages)].map((descriptor) => [
    descriptor.message,
    descriptor,
  ]),
)

/**
 * An English `/api` message in the reader's language; English, and any text that is not one of
 * ours (a host's words, a library's message), comes back unchanged.
 */
export function translateApiMessage(locale: Locale, english: string): string {
  if (locale === 'en') return english
  const descriptor = byEnglish.get(english)
  if (descriptor) return t(locale, descriptor)
  const long = TOO_LONG.exec(english)
  return long ? t(locale, tooLong, { max: Number(long[1]) }) : english
}
