/**
 * Why a delivery failed or an endpoint was turned off, as the server stores them and `/api` answers
 * them (a delivery's `lastError`, an endpoint's `disabledReason`): English and stable, since a host's
 * CRM may read them. A screen or an email says them in its reader's language by their kind
 * (`readWebhookReason`), with the host, address or error code they name kept as they are. A text
 * that is none of these (an error without a code) is shown as it came.
 *
 * Each reason's English is written once, below: the server writes it with `webhookReasons` and
 * reads it back with `readWebhookReason`, both made from it. `{number}` is a status, attempts or
 * seconds; `{host}`, `{address}` and `{code}` (Node's error code) are kept as they are.
 */
const ENGLISH = {
  turnedOff: 'the endpoint is turned off',
  deleted: 'the endpoint was deleted',
  gone: 'the receiver answered 410 Gone',
  answered: 'the receiver answered {number}',
  attemptsFailed: 'the last of {number} attempts failed',
  noAnswer: 'no answer within {number} s',
  ownerLeft: 'the owner of the endpoint no longer manages this night',
  passwordReset: 'turned off by a password reset: turn it back on if it is yours',
  tokenRevoked: 'turned off because the API token that set it up was revoked: turn it back on if it is yours',
  unsigned:
    "not sent: its signing secret cannot be read (the server's secret changed): add the endpoint again or rotate its secret",
  // The address checks when saved and at each delivery (cms/modules/webhooks/targets.ts).
  notHttps: 'refused: not https',
  plainHttp: 'refused: plain http is only allowed to loopback addresses',
  unresolved: 'refused: the name {host} does not resolve',
  notPublic: 'refused: {host} resolves to {address}, which is not a public address',
  // The connection's own failures, by Node's error code (`connectionFailure`).
  connectionRefused: 'the receiver refused the connection ({code})',
  connectionClosed: 'the connection closed before an answer ({code})',
  unreachable: 'the receiver could not be reached ({code})',
  certificateRefused: "the receiver's certificate was not accepted ({code})",
  connectionFailed: 'the connection failed ({code})',
  // Held back for good (`isWithheld`): sent later, they would undo what held them back.
  withdrawnUndone: 'withdrawn: the check-in was undone',
  notSentErased: "not sent: the person's data was removed",
} as const

export type WebhookReasonKind = keyof typeof ENGLISH

/** What a reason names besides its kind: a status, attempts or seconds (`number`), a host, an address, an error code. */
export type WebhookReasonValues = { number?: number; host?: string; address?: string; code?: string }

const written = (kind: WebhookReasonKind, values: Record<string, unknown> = {}) =>
  ENGLISH[kind].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

/** Each reason as the server stores it. */
export const webhookReasons = {
  turnedOff: () => written('turnedOff'),
  deleted: () => written('deleted'),
  gone: () => written('gone'),
  answered: (status: number | null) => written('answered', { number: status }),
  attemptsFailed: (attempts: number) => written('attemptsFailed', { number: attempts }),
  noAnswer: (seconds: number) => written('noAnswer', { number: seconds }),
  ownerLeft: () => written('ownerLeft'),
  passwordReset: () => written('passwordReset'),
  tokenRevoked: () => written('tokenRevoked'),
  unsigned: () => written('unsigned'),
  notHttps: () => written('notHttps'),
  plainHttp: () => written('plainHttp'),
  unresolved: (host: string) => written('unresolved', { host }),
  notPublic: (host: string, address: string) => written('notPublic', { host, address }),
  connectionRefused: (code: string) => written('connectionRefused', { code }),
  connectionClosed: (code: string) => written('connectionClosed', { code }),
  unreachable: (code: string) => written('unreachable', { code }),
  certificateRefused: (code: string) => written('certificateRefused', { code }),
  connectionFailed: (code: string) => written('connectionFailed', { code }),
  withdrawnUndone: () => written('withdrawnUndone'),
  notSentErased: () => written('notSentErased'),
} satisfies Record<WebhookReasonKind, (...values: never[]) => string>

const CERTIFICATE_CODES = /^(CERT_|ERR_TLS_CERT|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/

/** A failed connection's reason, from Node's error code (`ECONNREFUSED`, `CERT_HAS_EXPIRED`, ...). */
export function connectionFailure(code: string): string {
  if (code === 'ECONNREFUSED') return webhookReasons.connectionRefused(code)
  if (code === 'ECONNRESET' || code === 'EPIPE') return webhookReasons.connectionClosed(code)
  if (['EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EHOSTDOWN', 'ENETDOWN'].includes(code))
    return webhookReasons.unreachable(code)
  if (CERTIFICATE_CODES.test(code)) return webhookReasons.certificateRefused(code)
  return webhookReasons.connectionFailed(code)
}

/** What each placeholder may hold when a stored reason is read back. */
const PLACEHOLDERS: Record<string, string> = { number: '\\d+', host: '\\S+', address: '\\S+', code: '[A-Z0-9_]+' }

const READ = (Object.entries(ENGLISH) as [WebhookReasonKind, string][]).map(([kind, english]) => {
  const literal = english.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return [
    kind,
    new RegExp(`^${literal.replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>${PLACEHOLDERS[name]})`)}$`),
  ] as const
})

/** The kind of one of our reasons, with what it names; null for any other text. */
export function readWebhookReason(text: string): { kind: WebhookReasonKind; values: WebhookReasonValues } | null {
  for (const [kind, pattern] of READ) {
    const found = pattern.exec(text)
    if (!found) continue
    const { number, ...named } = found.groups ?? {}
    return { kind, values: { ...named, ...(number === undefined ? {} : { number: Number(number) }) } }
  }
  return null
}

/**
 * A delivery the server held back for good: a `checkin.created` whose check-in was undone
 * (cms/modules/webhooks/undoneCheckIn.ts), or one about a person whose data was removed
 * (cms/modules/webhooks/personalData.ts). Redelivering it is refused, and the log offers no button.
 */
export const WITHHELD_REASONS = [ENGLISH.withdrawnUndone, ENGLISH.notSentErased]

export const isWithheld = (lastError: string | null | undefined) =>
  (WITHHELD_REASONS as readonly string[]).includes(lastError ?? '')
