import { walletPaths, type WalletAvailability } from '../../../contract/wallet'
import { messages } from '../../../contract/messages'
import { HttpError } from '../httpError'
import { asSystem } from '../asCaller'
import { hashToken, isWellFormedToken, issueToken, macMatches, macToken, openToken, sealToken } from './token'
import type { Attendee } from '../../../payload-types'
import type { Payload } from 'payload'

/**
 * A registration's manage link (`/registrations/{token}`): the row keeps the token's hash for
 * look-ups and a sealed copy so reminders, updates and promotions can repeat the link. It
 * lives as long as the row and is rotated whenever the row is revived by someone typing the
 * address again (cms/modules/registrations/registration.ts), so an earlier link answers 404.
 */
const PURPOSE = 'registration-token'

export interface IssuedManageToken {
  token: string
  hash: string
  sealed: string
}

export function issueManageToken(secret: string): IssuedManageToken {
  const { token, hash } = issueToken()
  return { token, hash, sealed: sealToken(token, secret, PURPOSE) }
}

/** The token of a row's sealed copy; null for rows sealed under an earlier secret, or made before tokens. */
export const openManageToken = (sealed: string | null | undefined, secret: string) => openToken(sealed, secret, PURPOSE)

export const manageTokenHash = hashToken

/**
 * The row a manage token opens: looked up by the token's hash; 404 for anything else. Here, with
 * the link it checks, because the registrations, networking and wallet modules all open rows by it.
 */
export async function rowOfToken(payload: Payload, token: string): Promise<Attendee> {
  if (!isWellFormedToken(token)) throw new HttpError(404, messages.registrationNotFound)
  const found = await payload.find({
    collection: 'attendees',
    where: { manageTokenHash: { equals: hashToken(token) } },
    depth: 0,
    limit: 1,
    pagination: false,
    // With the row's key, which makes its entry code (hidden from every API, never answered).
    showHiddenFields: true,
    ...asSystem('a manage link: the token itself is the permission'),
  })
  const row = found.docs[0]
  if (!row) throw new HttpError(404, messages.registrationNotFound)
  return row
}

export const manageUrl = (serverUrl: string, token: string) => `${serverUrl}/registrations/${token}`

/** The registration's wallet passes (cms/modules/wallet/router.ts), for the wallets that are set up. */
export function walletUrls(serverUrl: string, token: string, available: WalletAvailability) {
  const paths = walletPaths(token)
  return { apple: available.apple ? serverUrl + paths.apple : null, google: available.google ? serverUrl + paths.google : null }
}

/**
 * Proof that the holder read the address's own mail (docs/privacy.md, "Download my data"): the
 * public registration's 201 hands its typist the manage link, and anyone can type a stranger's
 * address, so the link alone opens only its own row. Emails carry the link with `?proof=`, a
 * keyed digest of the token, which also opens the address's other registrations in the export.
 * It retires with the token: a rotated token makes every earlier proof fail.
 */
const PROOF_PURPOSE = 'registration-address-proof'

export const mailedManageUrl = (serverUrl: string, token: string, secret: string) =>
  `${manageUrl(serverUrl, token)}?proof=${macToken(token, secret, PROOF_PURPOSE)}`

export const provesAddress = (token: string, proof: unknown, secret: string) => macMatches(token, proof, secret, PROOF_PURPOSE)
