import { cityKeyOf } from '../../../contract/subscriptions'
import { dropWaitingEmails } from '../../../collections/waitingEmails'
import type { PayloadRequest, Payload } from 'payload'
import type { Subscription } from '../../../payload-types'
import type { SubscriptionMail } from '../../mail/templates/types'

/**
 * Someone who stops following a city hears nothing more about it: its emails to them still
 * waiting to go (an announcement behind thousands of others, or waiting for the mail server's
 * return: cms/mail/queue.ts) are dropped with their row. One already being sent has gone.
 */
export const dropWaitingCityEmails = (payload: Payload, follower: Pick<Subscription, 'email' | 'cityKey'>, req: PayloadRequest) =>
  dropWaitingEmails(
    payload,
    {
      templates: ['newNights', 'subscriptionConfirm'],
      to: follower.email,
      statuses: ['pending'],
      isAbout: (data) => {
        const city = (data as Partial<SubscriptionMail> | null)?.follower?.city
        return city !== undefined && cityKeyOf(city) === follower.cityKey
      },
    },
    req,
  )
