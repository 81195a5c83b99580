import { relationId } from '../../../contract/relations'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { asSystem } from '../../lib/asCaller'
import { seatStoreOf } from '../../db/seatStore'
import type { Attendee } from '../../../payload-types'
import type { registrationUpdateSchema } from '../../../contract/registrations'
import type { z } from 'zod'
import type { Payload } from 'payload'

/**
 * The event a registration belongs to, for the holder of its manage link (a capability); null when
 * it is gone. Past the public read rule: a night the team keeps as a draft hides from the public,
 * never from the people the team added or moved into it, whose emails named it already.
 */
export const eventOfRow = (payload: Payload, row: Attendee) =>
  payload.findByID({
    collection: 'events',
    id: relationId(row.event),
    depth: 0,
    disableErrors: true,
    ...asSystem('the night of a registration whose manage link is held, a draft too'),
  })

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
  // is the collection's own rule for names and companies, and the answers were judged above. Only
  // while the row still names the person: an erasure that committed since the row was read keeps
  // its "Removed" (decision 562).
  const updated = await seatStoreOf(payload).update(
    row.id,
    {
      ...(name !== undefined ? { name } : {}),
      ...(company !== undefined ? { company } : {}),
      ...(showCompany !== undefined ? { showCompany } : {}),
      ...(answers !== undefined ? { answers } : {}),
    },
    undefined,
    { anonymisedAt: null },
  )
  if (!updated) throw new HttpError(404, messages.registrationNotFound)
  return updated
}
