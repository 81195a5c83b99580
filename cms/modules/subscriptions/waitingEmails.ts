import { cityKeyOf } from '../../../contract/subscriptions'
import { asSystem } from '../../lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { Subscription } from '../../../payload-types'
import type { SubscriptionMail } from '../../mail/templates/types'

/**
 * Someone who stops following a city hears nothing more about it: its emails to them still
 * waiting to go (an announcement behind thousands of others, or waiting for the mail server's
 * return: cms/mail/queue.ts) are dropped with their row. One already being sent has gone.
 */
export async function dropWaitingCityEmails(
  payload: Payload,
  follower: Pick<Subscription, 'email' | 'cityKey'>,
  req: PayloadRequest,
): Promise<void> {
  const waiting = await payload.find({
    collection: 'email-outbox',
    where: {
      and: [
        { template: { in: ['newNights', 'subscriptionConfirm'] } },
        { to: { equals: follower.email } },
        { status: { equals: 'pending' } },
      ],
    },
    pagination: false,
    showHiddenFields: true,
    depth: 0,
    req,
    ...asSystem('the waiting emails about a city its follower stopped following'),
  })
  for (const email of waiting.docs) {
    const city = (email.data as Partial<SubscriptionMail> | null)?.follower?.city
    if (city === undefined || cityKeyOf(city) !== follower.cityKey) continue
    await payload.delete({
      collection: 'email-outbox',
      id: email.id,
      depth: 0,
      req,
      ...asSystem('a waiting email about a city its follower stopped following'),
    })
  }
}
