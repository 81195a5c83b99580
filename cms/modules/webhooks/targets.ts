import { BlockList, isIP } from 'node:net'
import { lookup } from 'node:dns/promises'
import { webhookReasons } from '../../../contract/webhookReasons'

/**
 * Where a webhook may go (docs/security.md "Webhooks"): an https URL whose host resolves only to
 * public addresses. Loopback, private, shared (CGNAT), link-local (the cloud metadata address
 * 169.254.169.254), multicast, unspecified, documentation and reserved ranges are refused, for
 * IPv4, IPv6 and IPv4 written inside IPv6. The check runs on every address the name resolves to
 * (a name with one inside address among public ones is refused), when the endpoint is saved and
 * again at each delivery, which then connects to the address it checked (no second look-up a
 * rebinding name could answer differently). `allowLocal` (WEBHOOKS_ALLOW_LOCAL, development and
 * tests) lets loopback and plain http through, never the private or link-local ranges.
 */
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

const refused = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['169.254.0.0', 16], // link-local: the cloud metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: an IPv4 address inside, obscured
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  refused.addSubnet(network, prefix, 'ipv6')

export type AddressVerdict = 'public' | 'loopback' | 'refused'

/** An address as a target: IPv4 written inside IPv6 (`::ffff:a.b.c.d`, `::a.b.c.d`) is judged as the IPv4 it is. */
export function judgeAddress(address: string): AddressVerdict {
  const family = isIP(address)
  if (family === 0) return 'refused'
  if (family === 6) {
    // Mapped (`::ffff:`), translated (`::ffff:0:`) and the deprecated compatible form (`::`), with
    // the IPv4 dotted or in hex, as the URL parser writes `[::a.b.c.d]` (`[::a9fe:a9fe]`).
    const mapped = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return judgeAddress(mapped[1])
    const hexMapped = /^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
    if (hexMapped) {
      const high = parseInt(hexMapped[1], 16)
      const low = parseInt(hexMapped[2], 16)
      return judgeAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`)
    }
    if (loopback.check(address, 'ipv6')) return 'loopback'
    return refused.check(address, 'ipv6') ? 'refused' : 'public'
  }
  if (loopback.check(address, 'ipv4')) return 'loopback'
  return refused.check(address, 'ipv4') ? 'refused' : 'public'
}

/**
 * A target that may not be reached; its message is the reason a delivery stores. The URL's shape
 * is checked when it is saved, so at a delivery only the scheme (an endpoint saved while
 * WEBHOOKS_ALLOW_LOCAL was on) and the look-up can refuse: those are reasons the dashboard
 * translates (contract/webhookReasons.ts).
 */
export class TargetRefused extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'TargetRefused'
  }
}

export interface ResolvedTarget {
  url: URL
  /** The address the delivery connects to: checked, and pinned for the connection. */
  address: string
  family: 4 | 6
}

/** A URL's shape: https (or http to loopback when allowed), a host, no credentials. */
export function parseTarget(raw: string, allowLocal: boolean): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new TargetRefused('refused: not a URL')
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) throw new TargetRefused(webhookReasons.notHttps())
  if (url.username || url.password) throw new TargetRefused('refused: credentials in the URL')
  if (!url.hostname) throw new TargetRefused('refused: no host')
  return url
}

/**
 * How long a name may take to resolve, as long as the delivery itself may take (send.ts): a name
 * server that stops answering would otherwise hold an attempt past its 30 s lease (sender.ts),
 * which another round then takes back and sends a second time.
 */
export const LOOKUP_TIMEOUT_MS = 10_000

type LookUp = (host: string, options: { all: true; verbatim: true }) => Promise<{ address: string; family: number }[]>

/** The addresses of `host`, or a refusal once the name server has not answered in time. */
async function addressesOf(host: string, lookUp: LookUp) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TargetRefused(webhookReasons.noAnswer(LOOKUP_TIMEOUT_MS / 1000))), LOOKUP_TIMEOUT_MS)
  })
  try {
    return await Promise.race([
      lookUp(host, { all: true, verbatim: true }).catch(() => {
        throw new TargetRefused(webhookReasons.unresolved(host))
      }),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Resolves the URL's host and checks every address it names; the first is the one to connect to.
 * `lookUp` is the system's resolver (a test gives one that never answers).
 */
export async function resolveTarget(raw: string, allowLocal: boolean, lookUp: LookUp = lookup): Promise<ResolvedTarget> {
  const url = parseTarget(raw, allowLocal)
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else addresses = await addressesOf(host, lookUp)
  if (!addresses.length) throw new TargetRefused(webhookReasons.unresolved(host))
  for (const { address } of addresses) {
    const verdict = judgeAddress(address)
    if (verdict === 'refused' || (verdict === 'loopback' && !allowLocal)) {
      throw new TargetRefused(webhookReasons.notPublic(host, address))
    }
  }
  if (url.protocol === 'http:' && addresses.some(({ address }) => judgeAddress(address) !== 'loopback')) {
    throw new TargetRefused(webhookReasons.plainHttp())
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 }
}
