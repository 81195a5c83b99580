/**
 * Why a delivery failed or an endpoint was turned off, as the server stores them and `/api` answers
 * them (a delivery's `lastError`, an endpoint's `disabledReason`): English and stable, since a host's
 * CRM may read them. A screen or an email says them in its reader's language by their kind
 * (`readWebhookReason`), with the host, address or error code they name kept as they are. A text
 * that is none of these (an error without a code) is shown as it came.
 */
export const webhookReasons = {
  turnedOff: () => 'the endpoint is turned off',
  deleted: () => 'the endpoint was deleted',
  gone: () => 'the receiver answered 410 Gone',
  answered: (status: number | null) => `the receiver answered ${status}`,
  attemptsFailed: (attempts: number) => `the last of ${attempts} attempts failed`,
  noAnswer: (seconds: number) => `no answer within ${seconds} s`,
  ownerLeft: () => 'the owner of the endpoint no longer manages this night',
  /** The address checks when saved and at each delivery (cms/modules/webhooks/targets.ts). */
  notHttps: () => 'refused: not https',
  plainHttp: () => 'refused: plain http is only allowed to loopback addresses',
  unresolved: (host: string) => `refused: the name ${host} does not resolve`,
  notPublic: (host: string, address: string) => `refused: ${host} resolves to ${address}, which is not a public address`,
  /** The connection's own failures, by Node's error code (`connectionFailure`). */
  connectionRefused: (code: string) => `the receiver refused the connection (${code})`,
  connectionClosed: (code: string) => `the connection closed before an answer (${code})`,
  unreachable: (code: string) => `the receiver could not be reached (${code})`,
  certificateRefused: (code: string) => `the receiver's certificate was not accepted (${code})`,
  connectionFailed: (code: string) => `the connection failed (${code})`,
}

export type WebhookReasonKind = keyof typeof webhookReasons

/** What a reason names besides its kind: a status, attempts or seconds (`number`), a host, an address, an error code. */
export type WebhookReasonValues = { number?: number; host?: string; address?: string; code?: string }

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

const CODE = '(?<code>[A-Z0-9_]+)'
const READ: [WebhookReasonKind, RegExp][] = [
  ['turnedOff', /^the endpoint is turned off$/],
  ['deleted', /^the endpoint was deleted$/],
  ['gone', /^the receiver answered 410 Gone$/],
  ['answered', /^the receiver answered (?<number>\d+)$/],
  ['attemptsFailed', /^the last of (?<number>\d+) attempts failed$/],
  ['noAnswer', /^no answer within (?<number>\d+) s$/],
  ['ownerLeft', /^the owner of the endpoint no longer manages this night$/],
  ['notHttps', /^refused: not https$/],
  ['plainHttp', /^refused: plain http is only allowed to loopback addresses$/],
  ['unresolved', /^refused: the name (?<host>\S+) does not resolve$/],
  ['notPublic', /^refused: (?<host>\S+) resolves to (?<address>\S+), which is not a public address$/],
  ['connectionRefused', new RegExp(`^the receiver refused the connection \\(${CODE}\\)$`)],
  ['connectionClosed', new RegExp(`^the connection closed before an answer \\(${CODE}\\)$`)],
  ['unreachable', new RegExp(`^the receiver could not be reached \\(${CODE}\\)$`)],
  ['certificateRefused', new RegExp(`^the receiver's certificate was not accepted \\(${CODE}\\)$`)],
  ['connectionFailed', new RegExp(`^the connection failed \\(${CODE}\\)$`)],
]

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
