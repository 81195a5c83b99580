/**
 * Every user-facing text both the server and the site use: the validation messages
 * (docs/product.md "Validation") and the server's refusals (docs/api.md). Toast texts live with
 * the site's components.
 * Keeping them in one place means a wording change cannot drift between the two.
 */
export const messages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  companyRequired: 'Company is required',
  companyNameRequired: 'Company name is required',
  passwordMin: 'Password must be at least 8 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number, such as (312) 555-0142, or +44 20 7946 0958 outside North America',
  linkedinUrl: 'Must be a LinkedIn URL',
  linkedinValidUrl: 'Must be a valid LinkedIn URL',
  linkedinProfileUrl: 'Must be a LinkedIn profile URL',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDontMatch: "Passwords don't match",
  messageMin: 'Message must be at least 10 characters',
  dateRequired: 'Date is required',
  endDateRequired: 'End date is required',
  endDateAfterStart: 'End date must be after the start date',
  timezoneRequired: 'Timezone is required',
  timezoneInvalid: 'Choose a time zone from the list, such as America/Phoenix',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State/Province is required',
  countryRequired: 'Country is required',
  venueRequired: 'Venue is required',
  validUrl: 'Must be a valid URL',
  coordinatesNumeric: 'Coordinates need numeric lat and lng',
  maxAttendeesInteger: 'Max attendees must be a whole number of 0 or more',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  orderInteger: 'Display order must be a whole number',
  approvedBoolean: 'approved must be true or false',
  hostingNoteRequired: 'Tell us what you would like to run',
  entryCodeInvalid: 'This entry code is not valid',
  // Server-side refusals: conflicts, sign-in, registrations, waitlist and door links (docs/api.md)
  eventFull: 'This event is full',
  alreadyRegistered: 'You are already registered for this event',
  registrationClosed: 'Registration is closed for this event',
  attendeeNotFound: 'Attendee not found',
  notOnWaitlist: 'This person is not on the waitlist',
  alreadyWaitlisted: 'You are already on the waitlist for this event',
  eventHasSeats: 'This event still has seats',
  registrationNotFound: 'Registration not found',
  registrationCancelled: 'This registration is cancelled',
  personWaitlisted: 'This person is on the waitlist, not registered',
  // Wallet passes (docs/api.md "Wallet passes")
  walletNotSetUp: 'Wallet passes are not set up',
  walletWaitlisted: 'You are on the waitlist: a wallet pass comes with a seat',
  // Moving a person to another night (docs/api.md "Moving a person to another night")
  chooseMoveTarget: 'Choose the event to move this person to',
  moveToSameEvent: 'Choose a different event: this person is already registered for this one',
  movedCheckedIn: 'This person has already checked in and cannot be moved',
  registeredThere: 'This person is already registered for that event',
  waitlistedThere: 'This person is already on the waitlist for that event',
  doorLinkInvalid: 'This door link is not valid',
  doorLinkExpired: 'This door link has expired',
  eventNotFound: 'Event not found',
  invalidCredentials: 'Invalid email or password',
  hostPending: 'Your host application is awaiting review',
  hostRejected: 'Your host application was not approved',
  accountLocked: 'Too many failed sign-in attempts. Please try again later.',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'You must be signed in',
  forbidden: 'You do not have permission to do this',
  retentionDays: 'Keep personal data for a whole number of days from 30 to 3650',
  alreadyArchived: 'This event is already archived',
  tooManyRequests: 'Too many requests. Please try again later.',
  // Event teams (docs/api.md "Event teams")
  noApprovedHost: 'No approved host with that email',
  alreadyOnTeam: "Already on this event's team",
  ownerStaysOnTeam: "The event's owner cannot be removed from its team",
  notOnTeam: "Not on this event's team",
  // Registration questions (docs/api.md "Registration questions")
  questionAnswerRequired: 'This question is required',
  chooseAnOption: 'Choose one of the options',
  questionHasAnswers: 'This question already has answers',
  newQuestionOptional: 'Questions added after people have answered must be optional',
  // Name badges (docs/api.md "Name badges")
  noOneToPrint: 'No one to print',
  // Duplicate and series (docs/api.md "Duplicate and series")
  notInSeries: 'This event is not part of a series',
  // Messages to attendees (docs/api.md "Messages to attendees")
  subjectRequired: 'Subject is required',
  messageBodyRequired: 'Message is required',
  audienceRequired: 'Choose who receives the message',
  noOneMatchesAudience: 'No one matches this audience',
  tooManyMessages: 'At most 3 messages per event per day. Please try again tomorrow.',
  // Follow a city and drafts (docs/api.md "Follow a city")
  cityOneLine: 'City must be one line of plain text',
  nameOneLine: 'Name must be one line of plain text',
  companyOneLine: 'Company must be one line of plain text',
  subscriptionRequested: 'Check your inbox: we sent you a link to confirm. Nothing is sent until you do.',
  subscriptionNotFound: 'This link is not valid any more. Follow the city again from the home page.',
  eventHasPeople: 'People have registered for this event, so it stays published',
  // The bot guard's answer to a form sent faster than a person types (or without its timing)
  submitAgain: 'That was quicker than we expected. Please check your details and submit the form again.',
  // Password reset by email (docs/decisions.md)
  resetLinkSent: "If an account exists for that email, we've sent a link to reset your password. It works for one hour.",
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordReset: 'Your password has been reset. You can now sign in.',
} as const

/** "This field is too long (max 200 characters)": the limit a person has to meet, said. */
export const tooLong = (max: number) => `This field is too long (max ${max} characters)`
