import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { z } from './zod'
import { isoDate } from './events'
import { messages } from './messages'

/** `POST /api/events/{id}/duplicate`: the copy's start (its end keeps the original's length); left out, the same nth weekday next month. */
export const duplicateSchema = z.object({
  date: isoDate(messages.dateRequired).optional(),
})
export type DuplicateInput = z.input<typeof duplicateSchema>

export const seriesPatterns = ['weekly', 'biweekly', 'monthly'] as const
export type SeriesPattern = (typeof seriesPatterns)[number]

/** `POST /api/events/{id}/series`: how often, and how many new nights (1 to 12) after this one. */
export const seriesSchema = z.object({
  pattern: z.enum(seriesPatterns, { error: 'pattern must be weekly, biweekly or monthly' }),
  count: z
    .number({ error: 'count must be a whole number from 1 to 12' })
    .int('count must be a whole number from 1 to 12')
    .min(1, 'count must be a whole number from 1 to 12')
    .max(12, 'count must be a whole number from 1 to 12'),
})
export type SeriesInput = z.input<typeof seriesSchema>

/** A wall-clock time in a zone, as numbers (month 1-12). */
interface Wall {
  year: number
  month: number
  day: number
  time: string
}

const wallOf = (instant: Date, timeZone: string): Wall => {
  const [date, time] = formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ss.SSS").split('T')
  const [year, month, day] = date.split('-').map(Number)
  return { year, month, day, time }
}

/** The instant of a wall-clock time in the zone (date-fns-tz reads the string as that zone's local time). */
const instantOf = (wall: Wall, timeZone: string) =>
  fromZonedTime(`${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}T${wall.time}`, timeZone)

/** Calendar arithmetic on dates alone (UTC noon, so no zone of this process is involved). */
const calendar = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12))
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * The same weekday, `months` months on, in the same week of its month (the 2nd Thursday stays
 * a 2nd Thursday); a 5th weekday that the month lacks becomes its last one.
 */
function nthWeekdayMonthsOn(wall: Wall, months: number): Wall {
  const weekday = calendar(wall.year, wall.month, wall.day).getUTCDay()
  const nth = Math.ceil(wall.day / 7)
  const index = wall.year * 12 + (wall.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const first = calendar(year, month, 1).getUTCDay()
  let day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7
  if (day > daysIn(year, month)) day -= 7
  return { ...wall, year, month, day }
}

function daysOn(wall: Wall, days: number): Wall {
  const moved = calendar(wall.year, wall.month, wall.day + days)
  return { ...wall, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** A new night's start and end: the same local start time, and the same local length, on another day. */
export interface NightTimes {
  date: Date
  endDate: Date
}

/** Moves a night to the wall-clock day `move` gives, in its own zone (daylight saving changes handled). */
function movedNight(start: Date, end: Date, timeZone: string, move: (wall: Wall) => Wall): NightTimes {
  const date = instantOf(move(wallOf(start, timeZone)), timeZone)
  // The end moves by the same number of calendar days as the start, at its own local time.
  const startWall = wallOf(start, timeZone)
  const movedStart = wallOf(date, timeZone)
  const shift = Math.round(
    (calendar(movedStart.year, movedStart.month, movedStart.day).getTime() -
      calendar(startWall.year, startWall.month, startWall.day).getTime()) /
      86_400_000,
  )
  const endDate = instantOf(daysOn(wallOf(end, timeZone), shift), timeZone)
  return { date, endDate: endDate > date ? endDate : new Date(date.getTime() + (end.getTime() - start.getTime())) }
}

/** "Duplicate as next night": the same local time on the same nth weekday of the next month. */
export const nextMonthsNight = (start: Date, end: Date, timeZone: string) =>
  movedNight(start, end, timeZone, (wall) => nthWeekdayMonthsOn(wall, 1))

/** A series' `count` nights after this one: every 7 or 14 days, or the same nth weekday of each following month. */
export function seriesNights(start: Date, end: Date, timeZone: string, pattern: SeriesPattern, count: number): NightTimes[] {
  return Array.from({ length: count }, (_, index) => {
    const step = index + 1
    return movedNight(start, end, timeZone, (wall) =>
      pattern === 'monthly' ? nthWeekdayMonthsOn(wall, step) : daysOn(wall, step * (pattern === 'weekly' ? 7 : 14)),
    )
  })
}

/**
 * "Edit this and following": a later night of the series keeps its own day, moved by as many
 * calendar days as the edited night was, at the edited night's new local start time (in its
 * new zone) and with its new length; daylight saving is judged on each night's own day.
 */
export function followingNight(
  before: { date: Date; timezone: string },
  after: { date: Date; endDate: Date; timezone: string },
  night: { date: Date; timezone: string },
): NightTimes {
  const was = wallOf(before.date, before.timezone)
  const now = wallOf(after.date, after.timezone)
  const shift = Math.round(
    (calendar(now.year, now.month, now.day).getTime() - calendar(was.year, was.month, was.day).getTime()) / 86_400_000,
  )
  const date = instantOf({ ...daysOn(wallOf(night.date, night.timezone), shift), time: now.time }, after.timezone)
  return { date, endDate: new Date(date.getTime() + (after.endDate.getTime() - after.date.getTime())) }
}
