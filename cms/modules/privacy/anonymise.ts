import { companyPseudonym, erasedKey, foldCompany, personPseudonym } from '../../lib/pseudonym'
import { forgetNetworkingOf } from '../../../collections/Networking/forget'
import { eventChangesOf } from '../../../collections/Events/eventChanges'
import { afterCommit } from '../../db/atomic'
import { seatStoreOf } from '../../db/seatStore'
import { redactDeliveriesOf } from '../webhooks/personalData'
import { REMOVED_NAME } from '../../../contract/privacy'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * Removes the person from one attendee row, once (an atomic conditional write: a row already
 * anonymised is left alone, so overlapping purges and erasures agree). The row keeps its event,
 * state and check-in, so counts and attendance stay true; name, address, company, answers and
 * the manage link go (the link answers 404; the entry code is refused at the door,
 * cms/modules/door/checkIns.ts), and so does everything "Who to meet" held: the
 * profile with its contact code, every swap the row is a side of (both sides' view), and the
 * person in the bodies of its webhook deliveries.
 *
 * `linkable` (the retention purge) keeps keyed pseudonyms of the address and company so the
 * series report still counts repeat visitors and companies (cms/lib/pseudonym.ts); an erasure
 * keeps nothing that links the person's rows: a random key, no company pseudonym. Returns whether this call changed the row.
 */
export async function anonymiseAttendee(
  payload: Payload,
  row: Pick<Attendee, 'id' | 'emailKey' | 'company'> & { companyKey?: string | null },
  { secret, linkable }: { secret: string; linkable: boolean },
  req?: PayloadRequest,
): Promise<boolean> {
  const changed = await seatStoreOf(payload).update(
    row.id,
    {
      name: REMOVED_NAME,
      email: '',
      emailKey: linkable ? personPseudonym(secret, row.emailKey) : erasedKey(),
      company: '',
      // An erasure keeps no company either: a pseudonym shared by the person's rows (one a purge
      // left) would still link them. The reports count such a row under no company.
      companyKey: linkable ? row.companyKey || companyPseudonym(secret, foldCompany(row.company)) : null,
      showCompany: false,
      // Registration questions' answers (dietary needs, consents) are the person's too.
      answers: null,
      manageTokenHash: null,
      manageTokenSealed: null,
      anonymisedAt: new Date().toISOString(),
    },
    req,
    { emailKey: row.emailKey },
  )
  if (changed === null) return false
  await forgetNetworkingOf(payload, row.id, req)
  // Webhook deliveries about the row keep its name, address and company in their bodies.
  await redactDeliveriesOf(payload, row.id, REMOVED_NAME, req)
  // The nights' copies of "Who to meet" (and the public list) forget the person once this commits.
  afterCommit(req, () => eventChangesOf(payload).emit('change'))
  return true
}
