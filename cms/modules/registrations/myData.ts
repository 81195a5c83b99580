import { storedQuestions, type Answers } from '../../../contract/questions'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { myNetworkingOf } from '../networking/myNetworking'
import { myFeedbackOf } from '../feedback/mine'
import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'
import type { Payload } from 'payload'
import type { Attendee, Event } from '../../../payload-types'
import type { MyDataDto, MyRegistrationDto } from '../../../contract/privacy'

/**
 * What the file holds, in its own words (docs/privacy.md: exports name what they contain), in the
 * language of the request that downloads it: each a whole paragraph, so a translator orders it.
 */
const contains = {
  wholeAddress: /*i18n*/ {
    id: 'myData.containsWholeAddress',
    message:
      'Every registration stored for this email address: for each, the event (name, dates, venue, city), the name, ' +
      "email and company given, the answers to the night's questions, whether the company is listed on the event " +
      'page, the state (registered, waitlisted or cancelled) and when it was made, joined the waitlist, was cancelled ' +
      'and checked in at the door, and for "Who to meet" the profile (what you offer and look for, your line, what a ' +
      'swap shares) with its contact code, and every contact swap you asked for or were asked for (the other person ' +
      'by first name and company), and your answer to "How was the night?" (rating, met someone useful, comment, ' +
      'anonymous). Nothing else about these registrations is stored.',
  },
  thisOne: /*i18n*/ {
    id: 'myData.containsThisOne',
    message:
      'This registration only (open the manage link from your email to include every registration of this address): ' +
      "for each, the event (name, dates, venue, city), the name, email and company given, the answers to the night's " +
      'questions, whether the company is listed on the event page, the state (registered, waitlisted or cancelled) ' +
      'and when it was made, joined the waitlist, was cancelled and checked in at the door, and for "Who to meet" the ' +
      'profile (what you offer and look for, your line, what a swap shares) with its contact code, and every contact ' +
      'swap you asked for or were asked for (the other person by first name and company), and your answer to "How was ' +
      'the night?" (rating, met someone useful, comment, anonymous). Nothing else about these registrations is stored.',
  },
  removedQuestion: /*i18n*/ { id: 'myData.removedQuestion', message: 'A question no longer asked' },
}

/** A row's answers with each question's text (an answer to a question since removed says so). */
function answersAsAsked(locale: Locale, event: Event, row: Attendee): MyRegistrationDto['answers'] {
  const asked = new Map(storedQuestions(event).map((question) => [question.id, question.label]))
  const given = (row.answers ?? {}) as Answers
  const removed = t(locale, contains.removedQuestion)
  return Object.entries(given).map(([id, answer]) => ({ question: asked.get(id) ?? removed, answer }))
}

/**
 * "Download my data" (`GET /api/registrations/{token}/export`): the token's row, and every row of
 * its address when the holder proved they read that address's mail; made on each request and
 * never stored. The manage token is the permission, as for the page. Our words in it (what it
 * holds) are in `locale`, the request's; everything else is the data as stored.
 */
export async function myDataOf(
  payload: Payload,
  secret: string,
  row: Attendee,
  wholeAddress: boolean,
  locale: Locale,
): Promise<MyDataDto> {
  const rows = await payload.find({
    collection: 'attendees',
    where: wholeAddress ? { emailKey: { equals: row.emailKey } } : { id: { equals: row.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    ...asSystem('a manage link holder downloads the registrations of their own address'),
  })
  const eventIds = [...new Set(rows.docs.map((doc) => relationId(doc.event)))]
  const events = await payload.find({
    collection: 'events',
    where: { id: { in: eventIds } },
    depth: 0,
    pagination: false,
    // The nights of the holder's own registrations, a team's draft too: the export leaves none out.
    ...asSystem("the nights of a manage link holder's own registrations"),
  })
  const eventById = new Map(events.docs.map((event) => [String(event.id), event]))
  const networking = await myNetworkingOf(
    payload,
    secret,
    rows.docs.map((doc) => doc.id),
  )
  const feedback = await myFeedbackOf(
    payload,
    rows.docs.map((doc) => doc.id),
  )
  return {
    generatedAt: new Date().toISOString(),
    contains: t(locale, wholeAddress ? contains.wholeAddress : contains.thisOne),
    email: row.email,
    registrations: rows.docs.flatMap((doc) => {
      const event = eventById.get(String(relationId(doc.event)))
      if (!event) return []
      return [
        {
          id: doc.id,
          event: {
            id: event.id,
            name: event.name,
            date: event.date,
            endDate: event.endDate,
            timezone: event.timezone ?? '',
            venue: event.venue ?? '',
            city: event.city ?? '',
          },
          name: doc.name,
          email: doc.email,
          company: doc.company,
          showCompany: doc.showCompany === true,
          status: doc.status,
          registeredAt: doc.createdAt,
          waitlistedAt: doc.waitlistedAt ?? null,
          cancelledAt: doc.cancelledAt ?? null,
          checkedInAt: doc.checkedInAt ?? null,
          answers: answersAsAsked(locale, event, doc),
          ...(networking.get(String(doc.id)) ?? { networking: null, swaps: [] }),
          feedback: feedback.get(String(doc.id)) ?? null,
        },
      ]
    }),
  }
}
