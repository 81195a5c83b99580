/**
 * Capabilities never reach the logs: paths that carry one have it replaced by `[token]`
 * (pages, their /api twins and query strings), and the headers that carry one are redacted.
 */
const IN_PATH = /(\/(?:registrations|door|check-in|entry-codes|subscriptions|c|contact-codes|feedback)\/)[^/?#]+/g
const IN_QUERY = /([?&](?:token|code|proof)=)[^&#]*/gi

export const REDACTED = '[token]'

export function redactUrl(url: string | undefined): string {
  if (!url) return ''
  return url
    .replace(IN_PATH, (_match, prefix: string) => `${prefix}${REDACTED}`)
    .replace(IN_QUERY, (_match, name: string) => `${name}${REDACTED}`)
}

/** Headers that carry a session or a capability. */
export const SECRET_HEADERS = ['cookie', 'authorization', 'x-door-token', 'set-cookie']

export function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(headers ?? {})) {
    const key = name.toLowerCase()
    copy[name] = SECRET_HEADERS.includes(key) ? '[redacted]' : key === 'referer' ? redactUrl(String(value)) : value
  }
  return copy
}
