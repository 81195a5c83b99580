/**
 * The validation texts the dashboard's event forms show from their own zod schemas (the event
 * form's contract/messages.ts texts and the repeat dialog's contract/recurrence.ts ones), marked
 * for the site's catalogue: FormField translates the error it shows. The server's errors arrive
 * already translated. (Shared ones, such as "Name is required", are in site/src/i18n/validationMessages.ts.)
 */
export const eventFormMessages = [
  /*i18n*/ 'Date is required',
  /*i18n*/ 'End date is required',
  /*i18n*/ 'End date must be after the start date',
  /*i18n*/ 'Timezone is required',
  /*i18n*/ 'Choose a time zone from the list, such as America/Phoenix',
  /*i18n*/ 'Venue is required',
  /*i18n*/ 'Street address is required',
  /*i18n*/ 'City is required',
  /*i18n*/ 'State/Province is required',
  /*i18n*/ 'Country is required',
  /*i18n*/ 'Coordinates need numeric lat and lng',
  /*i18n*/ 'Latitude must be between -90 and 90',
  /*i18n*/ 'Longitude must be between -180 and 180',
  /*i18n*/ 'Max attendees must be a whole number of 0 or more',
  /*i18n*/ 'count must be a whole number from 1 to 12',
  /*i18n*/ 'pattern must be weekly, biweekly or monthly',
]
