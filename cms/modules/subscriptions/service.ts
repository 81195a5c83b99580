import { emailKeyOf } from '../../../contract/emailKey'
import { cityKeyOf, type SubscriptionDto } from '../../../contract/subscriptions'
import { asSystem } from '../../lib/asCaller'
import {
  issueSubscriptionToken,
  openSubscriptionToken,
  subscriptionLinkOpens,
  subscriptionTokenHash,
} from '../../lib/capabilities/subscriptionLink'
import { dropWaitingCityEmails } from './waitingEmails'
import type { Locale } from '../../i18n/locales'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Mailer } from '../../mail/mailer'
import type { MailFollower } from '../../mail/templates'
import type { Subscription } from '../../../payload-types'

export const toSubscription = (row: Subscription): SubscriptionDto => ({
  email: row.email,
  city: row.city,
  confirmed: row.confirmed === true,
})

/** A row as an email stores it: the link stays sealed until the queue sends it. */
export const followerOf = (row: Subscription): MailFollower => ({
  email: row.email,
  city: row.city,
  tokenSealed: row.tokenSealed ?? null,
  locale: row.locale ?? null,
})

/**
 * A follower as an email stores it, with a link the server can open when it sends: a row whose
 * sealed copy no longer opens (PAYLOAD_SECRET changed since it was sealed) gets a new link in the
 * caller's unit, so no announcement, and no answer to someone asking again, goes out without a
 * way to stop them (decision 592). The new link replaces the old one: an earlier email's link
 * says it is not valid any more, and the new email's works.
 */
export async function followerWithLink(payload: Payload, secret: string, row: Subscription, req: PayloadRequest) {
  if (openSubscriptionToken(row.tokenSealed, secret)) return followerOf(row)
  const issued = issueSubscriptionToken(secret)
  await payload.update({
    collection: 'subscriptions',
    id: row.id,
    data: { tokenHash: issued.hash, tokenSealed: issued.sealed },
    depth: 0,
    req,
    ...asSystem('a follower whose link can no longer be opened gets a new one (a changed PAYLOAD_SECRET)'),
  })
  return followerOf({ ...row, tokenSealed: issued.sealed })
}

interface Deps {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  logger: Logger
  secret: string
}

/**
 * Following a city (docs/product.md "Follow a city"). Every rule is here: double opt-in, one row
 * per address and city (the database's unique index decides), the link's lifetime judged from
 * the row at each use (cms/lib/capabilities/subscriptionLink.ts), and unsubscribing deletes the row.
 * No answer ever says whether an address already follows a city: its owner hears it by email.
 */
export function subscriptionsService({ payload, atomic, mailer, logger, secret }: Deps) {
  const rowOf = async (where: Where, req?: PayloadRequest) =>
    (
      await payload.find({
        collection: 'subscriptions',
        where,
        depth: 0,
        limit: 1,
        pagination: false,
        showHiddenFields: true,
        req,
        ...asSystem('subscriptions are read only by their own module'),
      })
    ).docs[0] ?? null

  /** The row a link opens now; null when none, or when an unconfirmed request's week is over. */
  const opened = async (token: unknown): Promise<Subscription | null> => {
    const hash = subscriptionTokenHash(token)
    if (!hash) return null
    const row = await rowOf({ tokenHash: { equals: hash } })
    return row && subscriptionLinkOpens(row) ? row : null
  }

  /** One request, in one unit: the row (new, or a lapsed link renewed) and the email that answers it. */
  // The answer goes out in the language of the request that asked (`locale`).
  const requestOnce = (email: string, city: string, locale?: Locale) =>
    atomic.run(async (req) => {
      const emailKey = emailKeyOf(email)
      const cityKey = cityKeyOf(city)
      const existing = await rowOf({ and: [{ emailKey: { equals: emailKey } }, { cityKey: { equals: cityKey } }] }, req)
      // Answered in the language of this request, whatever the row kept from an earlier one.
      const asked = (follower: MailFollower) => ({ ...follower, locale: locale ?? null })
      if (existing?.confirmed)
        return mailer.subscriptionConfirm(asked(await followerWithLink(payload, secret, existing, req)), true, req)
      // Asked again within the week: the same link again, so the first email's link keeps working
      // (people click the first email). A new one only once it lapsed or no longer opens.
      if (existing && subscriptionLinkOpens(existing) && openSubscriptionToken(existing.tokenSealed, secret)) {
        // Not confirmed yet: the request they confirm from is this one, and its language is the one
        // the announcements are to come in (decision 599). A confirmed follower's stays (decision 455).
        if (locale && existing.locale !== locale)
          await payload.update({
            collection: 'subscriptions',
            id: existing.id,
            data: { locale },
            depth: 0,
            req,
            ...asSystem('an unconfirmed request asked again: the language of the latest request'),
          })
        return mailer.subscriptionConfirm(asked(followerOf(existing)), false, req)
      }
      const issued = issueSubscriptionToken(secret)
      const data = { email, city: city.trim(), tokenHash: issued.hash, tokenSealed: issued.sealed, locale: locale ?? null }
      const row = existing
        ? await payload.update({
            collection: 'subscriptions',
            id: existing.id,
            data,
            depth: 0,
            req,
            ...asSystem('a new confirmation link for an unconfirmed request'),
          })
        : await payload.create({
            collection: 'subscriptions',
            data: { ...data, emailKey, cityKey, confirmed: false },
            depth: 0,
            req,
            ...asSystem('a visitor asks to follow a city (double opt-in)'),
          })
      await mailer.subscriptionConfirm(asked(followerOf({ ...row, tokenSealed: issued.sealed })), false, req)
    })

  return {
    /**
     * `POST /api/subscriptions`: answered before this runs, so new and known addresses are
     * alike in time too. Two requests at once for one address: the unique index refuses the
     * second row, and the retry finds the first.
     */
    request: async (email: string, city: string, locale?: Locale) => {
      try {
        await requestOnce(email, city, locale).catch(() => requestOnce(email, city, locale))
        mailer.deliverSoon()
      } catch (err) {
        logger.error({ err }, 'a follow request could not be stored')
      }
    },

    find: async (token: unknown) => {
      const row = await opened(token)
      return row ? toSubscription(row) : null
    },

    confirm: async (token: unknown) => {
      const row = await opened(token)
      if (!row) return null
      if (row.confirmed) return toSubscription(row)
      const confirmed = await payload.update({
        collection: 'subscriptions',
        id: row.id,
        data: { confirmed: true, confirmedAt: new Date().toISOString() },
        depth: 0,
        ...asSystem('the address confirmed its own subscription (double opt-in)'),
      })
      return toSubscription(confirmed)
    },

    /**
     * Deletes the row, and the city's emails to the address still waiting to go; the same answer
     * when it was already gone (one-click clients may repeat).
     */
    unsubscribe: async (token: unknown): Promise<{ city: string | null }> => {
      const hash = subscriptionTokenHash(token)
      if (!hash) return { city: null }
      return atomic.run(async (req) => {
        const gone = await payload.delete({
          collection: 'subscriptions',
          where: { tokenHash: { equals: hash } },
          depth: 0,
          req,
          ...asSystem('the link holder unsubscribes (one click)'),
        })
        const row = gone.docs[0]
        if (row) await dropWaitingCityEmails(payload, row, req)
        return { city: row?.city ?? null }
      })
    },

    /** Confirmed followers of a city, counted (hosts never see who). */
    followers: async (city: string) =>
      (
        await payload.count({
          collection: 'subscriptions',
          where: { and: [{ cityKey: { equals: cityKeyOf(city) } }, { confirmed: { equals: true } }] },
          ...asSystem('a follower count for the team (a number only)'),
        })
      ).totalDocs,
  }
}
