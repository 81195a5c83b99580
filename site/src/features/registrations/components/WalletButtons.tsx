import styled from 'styled-components'
import { ButtonAnchor } from '@site/components/Button'
import { walletButtonText, walletPaths, type WalletAvailability } from '@contract/wallet'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
  /* Tapped on a phone above all: 44 px targets. */
  a {
    min-height: 44px;
  }
`

/**
 * "Add to Apple Wallet" and "Save to Google Wallet", in the wallets' own words, for the wallets
 * the operator has set up (`wallet` of `GET /api/registrations/:token`); nothing when none is.
 * Plain links: Safari hands the .pkpass to Wallet, and Google's save page takes over from there.
 */
export function WalletButtons({ token, wallet }: { token: string; wallet: WalletAvailability | undefined }) {
  if (!wallet?.apple && !wallet?.google) return null
  const paths = walletPaths(token)
  return (
    <Row>
      {wallet.apple && <ButtonAnchor href={paths.apple}>{walletButtonText.apple}</ButtonAnchor>}
      {wallet.google && <ButtonAnchor href={paths.google}>{walletButtonText.google}</ButtonAnchor>}
    </Row>
  )
}
