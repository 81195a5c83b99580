import { relationId } from '../../../contract/relations'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { HttpError } from '../../lib/httpError'
import { asAnonymous } from '../../lib/asCaller'
import { seatStoreOf } from '../../db/seatStore'
import type { Attendee } from '../../../payload-types'
import type { registrationUpdateSchema } from '../../../contract/registrations'
import type { z } from 'zod'
import type { Payload } from 'payload'

/** The event a registration belongs to (events are public); null when it is gone. */
export const eventOfRow = (payload: Payload, row: Attendee) =>
  payload.findByID({ collection: 'events', id: relationId(row.event), depth: 0, disableErrors: true, ...asAnonymous })

/** A person's own corrections through their manage token: only the fields they sent. */
export async function correctRegistration(payload: Payload, row: Attendee, changes: z.output<typeof registrationUpdateSchema>) {
  const { name, company, showCompany } = changes
  // Changed answers are judged like the public form's: every required question answered, options known.
  let answers: Answers | undefined
  if (changes.answers !== undefined) {
    const { answers: checked, errors } = checkAnswers(storedQuestions(await eventOfRow(payload, row)), changes.answers)
    const first = Object.values(errors)[0]
    if (first) throw new HttpError(400, first, errors)
    answers = checked
  }
  // Through the seat store, as every write of a row: the route's schema (contract/registrations.ts)
  // is the collection's own rule for names and companies, and the answers were judged above.
  return seatStoreOf(payload).update(row.id, {
    ...(name !== undefined ? { name } : {}),
    ...(company !== undefined ? { company } : {}),
    ...(showCompany !== undefined ? { showCompany } : {}),
    ...(answers !== undefined ? { answers } : {}),
  })
}
