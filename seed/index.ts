import { fromZonedTime } from 'date-fns-tz'
import { addDays, format } from 'date-fns'
import { emailKeyOf } from '../contract/emailKey'
import { demoEvents, type DemoEvent } from './data/events'
import { DEMO_HOST_PASSWORD, demoAttendees, demoHosts } from './data/people'
import { demoFaqs, demoSponsors } from './data/content'
import { createBanner, createLogo } from './images'
import type { Logger } from 'pino'
import type { Payload } from 'payload'

type Id = string | number

const isEmpty = async (payload: Payload, collection: 'events' | 'sponsors' | 'faqs') =>
  (await payload.count({ collection })).totalDocs === 0

async function seedHosts(payload: Payload, logger: Logger): Promise<Record<keyof typeof demoHosts, Id>> {
  const ids = {} as Record<keyof typeof demoHosts, Id>
  for (const [key, host] of Object.entries(demoHosts) as [keyof typeof demoHosts, (typeof demoHosts)[keyof typeof demoHosts]][]) {
    const found = await payload.find({ collection: 'users', where: { email: { equals: host.email } }, limit: 1, depth: 0 })
    if (found.docs[0]) {
      ids[key] = found.docs[0].id
      continue
    }
    const created = await payload.create({
      collection: 'users',
      data: { ...host, password: DEMO_HOST_PASSWORD, role: 'HOST', rejected: false },
    })
    ids[key] = created.id
    logger.info({ email: host.email }, 'seed: host created')
  }
  return ids
}

/** The event's local start (days from today at the local hour) as a UTC ISO string. */
function eventTimes(event: DemoEvent) {
  const day = format(addDays(new Date(), event.inDays), 'yyyy-MM-dd')
  const start = fromZonedTime(`${day}T${String(event.startHour).padStart(2, '0')}:00:00`, event.timezone)
  const end = new Date(start.getTime() + event.hours * 3600_000)
  return { date: start.toISOString(), endDate: end.toISOString() }
}

async function seedEvents(payload: Payload, logger: Logger, hostIds: Record<string, Id>, masterId: Id) {
  if (!(await isEmpty(payload, 'events'))) return
  for (const [index, demo] of demoEvents.entries()) {
    const imageUrl = await createBanner(payload, demo.city, demo.hue, demo.slug)
    const attendees = demoAttendees.slice(0, demo.maxAttendees > 0 ? Math.min(demo.maxAttendees - 1, 2 + (index % 5)) : 3)
    const event = await payload.create({
      collection: 'events',
      data: {
        name: demo.name,
        description: demo.description,
        ...eventTimes(demo),
        timezone: demo.timezone,
        venue: demo.venue,
        street: demo.street,
        city: demo.city,
        state: demo.state,
        country: demo.country,
        coordinates: { lat: demo.lat, lng: demo.lng },
        maxAttendees: demo.maxAttendees,
        imageUrl,
        linkedinPostUrl: demo.linkedinPostUrl ?? null,
        hostId: demo.host === 'master' ? masterId : hostIds[demo.host],
        archived: demo.archived ?? false,
        registrationCount: attendees.length,
      },
    })
    for (const person of attendees) {
      const email = `${person.name.toLowerCase().replace(/\s+/g, '.')}@example.com`
      await payload.create({
        collection: 'attendees',
        data: {
          event: event.id,
          name: person.name,
          email,
          emailKey: emailKeyOf(email),
          company: person.company,
          status: 'registered',
        },
      })
    }
    logger.info({ event: demo.name }, 'seed: event created')
  }
}

async function seedSponsors(payload: Payload, logger: Logger) {
  if (!(await isEmpty(payload, 'sponsors'))) return
  for (const sponsor of demoSponsors) {
    const logoUrl = await createLogo(payload, sponsor.initials, sponsor.hue, sponsor.initials.toLowerCase())
    await payload.create({ collection: 'sponsors', data: { name: sponsor.name, website: sponsor.website, logoUrl } })
  }
  logger.info({ count: demoSponsors.length }, 'seed: sponsors created')
}

async function seedFaqs(payload: Payload, logger: Logger) {
  if (!(await isEmpty(payload, 'faqs'))) return
  for (const faq of demoFaqs) await payload.create({ collection: 'faqs', data: faq })
  logger.info({ count: demoFaqs.length }, 'seed: FAQs created')
}

/**
 * Demo content for a new development database. Idempotent: each kind is seeded only while
 * its collection is empty, hosts only when their email is new.
 */
export async function seedDemoContent(payload: Payload, logger: Logger) {
  const master = await payload.find({ collection: 'users', where: { role: { equals: 'MASTER_ADMIN' } }, limit: 1, depth: 0 })
  const masterId = master.docs[0]?.id
  if (masterId === undefined) throw new Error('Create the master admin before seeding demo content')
  const hostIds = await seedHosts(payload, logger)
  await seedEvents(payload, logger, hostIds, masterId)
  await seedSponsors(payload, logger)
  await seedFaqs(payload, logger)
}
