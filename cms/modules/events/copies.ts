import { randomUUID } from 'node:crypto'
import { relationId } from '../../../contract/relations'
import { storedQuestions } from '../../../contract/questions'
import { storedNetworking } from '../../../contract/networking'
import { nextMonthsNight, seriesNights, type NightTimes, type SeriesPattern } from '../../../contract/recurrence'
import { publicMediaUrl } from '../../../collections/mediaUrl'
import { isNightTime } from '../../../contract/events'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { asCaller, type Caller } from '../../lib/asCaller'
import { copyImage, imageOfEvent } from '../uploads/service'
import { loadEvent } from './service'
import type { Payload, PayloadRequest } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { Env } from '../../../config/env'
import type { Event } from '../../../payload-types'

/**
 * "Duplicate as next night" and "Repeat" (docs/api.md "Duplicate and series"): new draft
 * events (only the team sees them, and the city's followers hear of them when they are first
 * published) with the original's content, venue, zone, capacity, questions and each its own copy of
 * the banner; never its people, waitlist, check-ins, door links, reminders or team. Every new
 * event is the caller's create (the collection's rules and hooks judge it, the owner stays the
 * original's: collections/Events/hooks/assignHost.ts), all in one unit: all or nothing.
 */
/**
 * The copies' times, or a 400 on `date` when one would fall past year 9999 (a night copied on
 * from the last weeks of that year: its next month, week or end has no date).
 */
function copiesTimes(make: () => NightTimes[]): NightTimes[] {
  let times: NightTimes[]
  try {
    times = make()
  } catch (err) {
    if (!(err instanceof RangeError)) throw err
    times = []
  }
  const fits = (time: Date) => isNightTime(time.getTime())
  if (!times.length || !times.every((night) => fits(night.date) && fits(night.endDate)))
    throw new HttpError(400, messages.dateRequired, { date: messages.dateRequired })
  return times
}

export function copiesService(payload: Payload, atomic: AtomicUnits, env: Pick<Env, 'MEDIA_DIR' | 'S3_BUCKET'>) {
  const copy = async (caller: Caller, original: Event, times: NightTimes, seriesId: string | null, req: PayloadRequest) => {
    const image = await imageOfEvent(payload, caller, original, req)
    const banner = image ? await copyImage(payload, caller, env, image, req) : null
    return payload.create({
      collection: 'events',
      data: {
        name: original.name,
        description: original.description ?? '',
        date: times.date.toISOString(),
        endDate: times.endDate.toISOString(),
        timezone: original.timezone,
        venue: original.venue,
        street: original.street,
        city: original.city,
        state: original.state,
        country: original.country,
        coordinates: { lat: original.coordinates?.lat ?? 0, lng: original.coordinates?.lng ?? 0 },
        maxAttendees: original.maxAttendees ?? 0,
        // The copy's own banner (collections/hooks/fillUrlFromUpload.ts fills imageUrl from it); an image
        // address elsewhere is copied as it is.
        ...(banner ? { banner: banner.id, imageUrl: publicMediaUrl(banner) } : { imageUrl: original.imageUrl ?? null }),
        linkedinPostUrl: original.linkedinPostUrl ?? null,
        questions: storedQuestions(original),
        // "Who to meet" on or off, with the night's tags (never anyone's profile or swaps).
        networking: storedNetworking(original),
        remindersEnabled: original.remindersEnabled !== false,
        hostId: relationId(original.hostId ?? null),
        seriesId,
        archived: false,
        // A copy is its owner's draft until they publish it: nothing public, nobody announced.
        status: 'draft',
      },
      depth: 0,
      req,
      ...asCaller(caller),
    })
  }

  return {
    /** One new event on `date` (its end keeps the original's length) or, without one, the same nth weekday next month. */
    duplicate: (caller: Caller, eventId: string, date: string | undefined) =>
      atomic.run(async (req) => {
        const original = await loadEvent(payload, eventId, { caller, req, must: 'own' })
        const start = new Date(original.date)
        const end = new Date(original.endDate)
        const [times] = copiesTimes(() => [
          date
            ? { date: new Date(date), endDate: new Date(new Date(date).getTime() + (end.getTime() - start.getTime())) }
            : nextMonthsNight(start, end, original.timezone),
        ])
        return copy(caller, original, times, null, req)
      }),

    /** `count` new events after this one, sharing a `seriesId` with it (the original joins the series too). */
    series: (caller: Caller, eventId: string, pattern: SeriesPattern, count: number) =>
      atomic.run(async (req) => {
        const original = await loadEvent(payload, eventId, { caller, req, must: 'own' })
        const nights = copiesTimes(() =>
          seriesNights(new Date(original.date), new Date(original.endDate), original.timezone, pattern, count),
        )
        const seriesId = original.seriesId ?? randomUUID()
        if (!original.seriesId)
          await payload.update({ collection: 'events', id: original.id, data: { seriesId }, depth: 0, req, ...asCaller(caller) })
        const created: Event[] = []
        for (const times of nights) created.push(await copy(caller, original, times, seriesId, req))
        return created
      }),
  }
}
