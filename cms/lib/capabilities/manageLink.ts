import { walletPaths, type WalletAvailability } from '../../../contract/wallet'
import { hashToken, issueToken, macMatches, macToken, openToken, sealToken } from './token'

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
