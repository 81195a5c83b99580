import { TOO_LONG } from '@contract/messages'
import { i18n } from './i18n'

/**
 * The shared validation texts (contract/messages.ts) the public forms show, marked for the site's
 * catalogue: FormField translates whatever error it shows, and these are the ones that come from
 * the forms' own zod schemas rather than from the server (which answers in the reader's language),
 * and the ones a page says in the server's stead (a full night, a link it cannot read).
 * tests/server/siteTranslations.test.ts checks each is still one of contract/messages.ts's texts.
 */
export const validationMessages = [
  /*i18n*/ 'Name is required',
  /*i18n*/ 'Invalid email address',
  /*i18n*/ 'Company is required',
  /*i18n*/ 'Company name is required',
  /*i18n*/ 'Name must be one line of plain text',
  /*i18n*/ 'Company must be one line of plain text',
  // Following a city from the home page, whose list of cities can be empty.
  /*i18n*/ 'City is required',
  /*i18n*/ 'Message must be at least 10 characters',
  /*i18n*/ 'Subject is required',
  /*i18n*/ 'Password must be at least 8 characters',
  /*i18n*/ 'Phone number is required',
  /*i18n*/ 'Enter a valid phone number, such as (312) 555-0142, or +44 20 7946 0958 outside North America',
  /*i18n*/ 'Must be a LinkedIn URL',
  /*i18n*/ 'Must be a valid LinkedIn URL',
  /*i18n*/ 'Must be a LinkedIn profile URL',
  // A night's own registration questions (contract/questions.ts `checkAnswers`, run in the form too).
  /*i18n*/ 'This question is required',
  /*i18n*/ 'Choose one of the options',
  /*i18n*/ 'Registration is closed for this event',
  /*i18n*/ 'This event is full',
  /*i18n*/ 'This feedback link is not valid',
  /*i18n*/ 'This link is not valid any more. Follow the city again from the home page.',
  /*i18n*/ 'This reset link is invalid or has expired. Ask for a new one.',
  // "Who to meet"'s profile and typed-code forms.
  /*i18n*/ 'Must be a valid URL',
  /*i18n*/ "Choose up to 3 from the night's list",
  /*i18n*/ 'Choose at least one thing you make or are looking for',
  /*i18n*/ 'Type the code from their badge',
  /*i18n*/ 'This contact code is not valid',
]

/**
 * A validation error in the reader's language: the texts above (and the other lists FormField's
 * callers mark) by their English, and contract/messages.ts's tooLong with its limit, the one
 * shared text built with a value.
 */
export function validationText(error: string): string {
  const long = TOO_LONG.exec(error)
  return long ? i18n._('This field is too long (max {max} characters)', { max: long[1] }) : i18n._(error)
}
