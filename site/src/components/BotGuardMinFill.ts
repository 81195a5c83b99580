import { createContext } from 'react'
import { BOT_GUARD_MIN_FILL_MS } from '@contract/botGuardTiming'

/**
 * How long a form must have been open before it is sent: the server's minimum
 * (contract/botGuard.ts). The app never changes it; the site's component tests set 0, since their
 * fake server does not judge fill times and a real wait would only slow them down.
 */
export const BotGuardMinFill = createContext(BOT_GUARD_MIN_FILL_MS)
