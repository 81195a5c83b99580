import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@jest/globals'
import { morningAfterOf } from '../../cms/modules/feedback/pulseJob'
import type { Client } from './client'
import type { TestServer } from './testServer'

/** The team checks a person in at the door (the pulse asks only people who came). */
export async function checkInAt(team: Client, eventId: string | number, attendeeId: string | number) {
  expect((await team.post(`/api/events/${eventId}/check-ins`, { attendeeId })).status).toBe(201)
}

/** When a night's morning after is due, from the night as the database holds it now. */
export async function morningAfterOfNight(server: TestServer, eventId: string | number) {
  const event = await server.payload.findByID({ collection: 'events', id: eventId, depth: 0 })
  return morningAfterOf(event).getTime()
}

/** The pulse's five one-tap links in an email's text, by rating. */
export function ratingLinksIn(text: string, serverUrl: string): string[] {
  const escaped = serverUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [...text.matchAll(new RegExp(`${escaped}/feedback/[A-Za-z0-9_-]{22}\\?rating=[1-5]`, 'g'))].map((match) => match[0])
}

/** The pulse's token from one of its links. */
export const feedbackTokenOf = (link: string) => new URL(link).pathname.split('/').pop()!

/**
 * Each person's pulse token from the emails the server wrote to its outbox folder (no SMTP in
 * these tests; the outbox rows keep no token once sent): by address.
 */
export function pulseTokensInOutbox(server: TestServer): Map<string, string> {
  return new Map(pulsesInOutbox(server).map(({ to, token }) => [to, token]))
}

/**
 * Every pulse email in the outbox folder as (address, token) pairs, one per email: a person who
 * came to two nights has two. Read before and after a night's pass to tell its emails apart.
 */
export function pulsesInOutbox(server: TestServer): { to: string; token: string }[] {
  const dir = path.join(server.dir, 'outbox')
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : []).flatMap((file) => {
    const text = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
    const to = /^To: (.+)$/m.exec(text)?.[1].trim()
    const token = /\/feedback\/([A-Za-z0-9_-]{22})\?rating=/.exec(text)?.[1]
    return to && token ? [{ to, token }] : []
  })
}
