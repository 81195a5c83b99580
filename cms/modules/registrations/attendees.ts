import { answerText, type Answers, type Question } from '../../../contract/questions'
import { asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { consentYes, csvNameOf } from './csvWords'
import type { Locale } from '../../i18n/locales'
import type { Payload, Where } from 'payload'
import type { Event } from '../../../payload-types'

type EventDoc = Event

const PAGE = 1000

/** The people holding seats (waiting and cancelled rows are not attendees). */
const registeredFor = (eventId: EventDoc['id']): Where => ({
  and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }],
})

/** An event's attendees as the caller may see them (the collection's access decides). */
export function attendeesService(payload: Payload) {
  return {
    /** The public seat count: a deliberate read past the rules, answering a number only. */
    count: async (eventId: EventDoc['id']) =>
      (
        await payload.count({
          collection: 'attendees',
          where: registeredFor(eventId),
          ...asSystem('the public attendee count of an event'),
        })
      ).totalDocs,

    list: async (caller: Caller, eventId: EventDoc['id']) =>
      (
        await payload.find({
          collection: 'attendees',
          where: registeredFor(eventId),
          sort: '-createdAt',
          depth: 0,
          pagination: false,
          ...asCaller(caller),
        })
      ).docs,

    /** One attendee of this event, or undefined. */
    find: async (caller: Caller, eventId: EventDoc['id'], attendeeId: string) =>
      (
        await payload.find({
          collection: 'attendees',
          where: { and: [{ id: { equals: attendeeId } }, { event: { equals: eventId } }] },
          depth: 0,
          limit: 1,
          pagination: false,
          ...asCaller(caller),
        })
      ).docs[0],

    /** Every attendee as CSV rows, page by page, so a big list never sits in memory whole. */
    async *csvRows(caller: Caller, eventId: EventDoc['id'], questions: readonly Question[] = [], locale: Locale = 'en') {
      const yes = consentYes(locale)
      for (let page = 1; ; page++) {
        const result = await payload.find({
          collection: 'attendees',
          where: registeredFor(eventId),
          sort: 'createdAt',
          depth: 0,
          limit: PAGE,
          page,
          select: { name: true, email: true, company: true, createdAt: true, checkedInAt: true, answers: true },
          ...asCaller(caller),
        })
        for (const doc of result.docs) {
          const answers = (doc.answers ?? {}) as Answers
          yield [
            csvNameOf(locale, doc),
            doc.email,
            doc.company,
            doc.createdAt,
            doc.checkedInAt ?? '',
            ...questions.map((question) => answerText(question, answers[question.id], yes)),
          ]
        }
        if (!result.hasNextPage) return
      }
    },
  }
}

/**
 * Companies of registered people who chose to show them, each once (the first spelling
 * registered), sorted; never names or emails.
 */
export async function companiesAttending(payload: Payload, eventId: EventDoc['id']): Promise<string[]> {
  const found = await payload.find({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }, { showCompany: { equals: true } }] },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    select: { company: true },
    ...asSystem('the opted-in companies of an event: company names only'),
  })
  const companies = new Map<string, string>()
  for (const doc of found.docs) {
    const company = String(doc.company ?? '').trim()
    if (company && !companies.has(company.toLowerCase())) companies.set(company.toLowerCase(), company)
  }
  return [...companies.values()].sort((a, b) => a.localeCompare(b))
}
