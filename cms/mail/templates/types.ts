import type { EventDto, Id } from '../../../contract/types'
import type { WalletAvailability } from '../../../contract/wallet'

/** A file with the message; binary content travels as base64 (`encoding`), inline images name a `cid`. */
export interface Attachment {
  filename: string
  content: string
  contentType: string
  encoding?: 'base64'
  cid?: string
}

/** What a template hands the dispatcher: the message, ready to send. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
  attachments?: Attachment[]
  /** Extra header lines (an announcement's `List-Unsubscribe`). */
  headers?: Record<string, string>
}

/**
 * A person an email about one registration goes to. `manageTokenSealed` is the manage token in
 * its stored form (cms/lib/capabilities/manageLink.ts): only the renderer opens it, at send time.
 */
export interface MailPerson {
  id: Id
  name: string
  email: string
  manageTokenSealed?: string | null
  /** The row's key (collections/hooks/rowKey.ts): the entry code and calendar UID are bound to it. */
  rowKey?: string | null
  /** The language of every email to them (the row's `locale`, docs/translating.md); English when absent. */
  locale?: string | null
}

/** Every email about one registration: the product's name then, the event as it was, the person. */
export interface RegistrationMail {
  product: string
  event: EventDto
  person: MailPerson
}

/**
 * A city follower an email goes to (cms/modules/subscriptions/): the link stays sealed in the
 * row (cms/lib/capabilities/subscriptionLink.ts); only the renderer opens it, at send time.
 */
export interface MailFollower {
  email: string
  city: string
  tokenSealed: string | null
  /** The language of the request that asked (the confirmation); announcements have none yet: English. */
  locale?: string | null
}

/** Every email to a city follower: the product's name then, and the follower. */
export interface SubscriptionMail {
  product: string
  follower: MailFollower
}

/**
 * What the renderer (cms/mail/render.ts) makes at send time, as a template asks for it in
 * `needs`: links and codes from the capabilities, the QR image, the calendar file.
 */
export interface Made {
  serverUrl: string
  /** The registration's manage page; null for rows made before tokens or sealed under an earlier secret. */
  manageUrl: string | null
  /** The door's entry code: its URL and the QR image of it (inline, `cid:entry-code`). */
  entryCode: { url: string; image: Attachment } | null
  /** The registration's .ics with the template's method and the data's `sequence`. */
  invitation: Attachment | null
  /** A moved registration's old night: METHOD:CANCEL for the old row's UID (the data's `from`). */
  cancellation: Attachment | null
  /** The registration's wallet passes, each null while its wallet is not set up (config/wallet.ts). */
  walletLinks: WalletLinks | null
  /** A password reset link opened from its sealed copy; null once it no longer opens. */
  resetUrl: string | null
  /** A follower's page (`/subscriptions/{token}`) and one-click unsubscribe address; null once the row is gone. */
  subscriptionUrl: string | null
  unsubscribeUrl: string | null
  /** The morning-after pulse's page (`/feedback/{token}`, no rating chosen); null once it no longer opens. */
  feedbackUrl: string | null
}

export type WalletLinks = Record<keyof WalletAvailability, string | null>

export interface Needs {
  manageLink?: boolean
  entryCode?: boolean
  /** "Add to Apple Wallet" and "Save to Google Wallet", made from the manage token. */
  walletLinks?: boolean
  invitation?: 'REQUEST' | 'CANCEL'
  /** The data's `from` (a move): the old night's cancellation beside the invitation. */
  cancellation?: boolean
  resetLink?: boolean
  subscriptionLink?: boolean
  /** The data's `feedbackTokenSealed`: the pulse's own link (cms/lib/capabilities/feedbackLink.ts). */
  feedbackLink?: boolean
}

/**
 * One email: a pure function from its stored data (and what the renderer made) to the message.
 * `subject` alone is also asked when the row is stored, for the outbox's list.
 */
export interface MailTemplate<Data> {
  needs?: Needs
  subject(data: Data): string
  render(data: Data, made: Made): RenderedMail
}
