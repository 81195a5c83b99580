import http from 'node:http'
import https from 'node:https'
import { connectionFailure, webhookReasons } from '../../../contract/webhookReasons'
import type { LookupFunction } from 'node:net'
import type { ResolvedTarget } from './targets'

/** A receiver has this long to answer (Standard Webhooks' advice; docs/api.md "Webhooks"). */
export const DELIVERY_TIMEOUT_MS = 10_000
/** What is kept of a receiver's answer: its first kilobyte, never more. */
export const RESPONSE_KEPT_BYTES = 1024

export interface SendOutcome {
  status: number | null
  /** At most RESPONSE_KEPT_BYTES of the answer's body. */
  body: string
  error: string | null
}

/**
 * One POST to a checked target (./targets.ts), connecting to the address that was checked (the
 * look-up is answered with it, so a name cannot resolve elsewhere between the check and the
 * connection) and naming the host for TLS and the Host header. Redirects are answers like any
 * other (never followed); the whole exchange has DELIVERY_TIMEOUT_MS; reading stops after the
 * first kilobyte. Never throws: a failure is an outcome.
 */
export function postTo(target: ResolvedTarget, headers: Record<string, string>, body: string): Promise<SendOutcome> {
  const { url, address, family } = target
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }])
    else callback(null, address, family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let status: number | null = null
    const chunks: Buffer[] = []
    let kept = 0
    let settled = false
    const finish = (error: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve({ status, body: Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8'), error })
    }
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        status = response.statusCode ?? null
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) chunks.push(chunk)
          kept += chunk.length
          if (kept >= RESPONSE_KEPT_BYTES) finish(null)
        })
        response.on('end', () => finish(null))
        response.on('error', () => finish(null))
      },
    )
    // The answer's status counts once it came within the time, even if its body did not.
    const timer = setTimeout(
      () => finish(status === null ? webhookReasons.noAnswer(DELIVERY_TIMEOUT_MS / 1000) : null),
      DELIVERY_TIMEOUT_MS,
    )
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish(status === null ? (err.code ? connectionFailure(err.code) : err.message) : null),
    )
    request.end(body)
  })
}
