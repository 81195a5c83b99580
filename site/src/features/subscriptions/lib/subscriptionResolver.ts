import { zodResolver } from '@hookform/resolvers/zod'
import { subscriptionSchema } from '@contract/subscriptions'

/** "Follow a city"'s form rules, loaded when the form is first used (site/src/lib/lazyResolver.ts). */
export const subscriptionResolver = zodResolver(subscriptionSchema)
