/**
 * Wallet passes (docs/api.md, "Wallet passes"): which wallets the operator has set up, never
 * their credentials, and the addresses of a registration's passes, shared by the site's buttons
 * and the confirmation email's links.
 */
export interface WalletAvailability {
  /** "Add to Apple Wallet": the signed .pkpass. */
  apple: boolean
  /** "Save to Google Wallet": the save link. */
  google: boolean
}

/** The official wording of each wallet's button. */
export const walletButtonText = { apple: 'Add to Apple Wallet', google: 'Save to Google Wallet' } as const

/** `/api/registrations/{token}/wallet.pkpass` and `/wallet/google`: the manage token is the key. */
export function walletPaths(manageToken: string): Record<keyof WalletAvailability, string> {
  const base = `/api/registrations/${encodeURIComponent(manageToken)}`
  return { apple: `${base}/wallet.pkpass`, google: `${base}/wallet/google` }
}
