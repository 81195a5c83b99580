import { useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { walletPaths, type WalletAvailability } from '@contract/wallet'
import { i18n } from '@site/i18n/i18n'
import { Rich } from '@site/i18n/Rich'
import { thisDevicesWallets } from '../lib/deviceWallets'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`

/**
 * The wallets' badge style, drawn here (docs/decisions.md 389: no vendor artwork can be
 * fetched): a black badge with a thin light-grey rim so it stands out on a dark page too, the
 * wallet's mark on the left, and the wordmark in white, "Add to" small over the wallet's name.
 * 44 px tall at least: tapped on a phone above all.
 */
const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 5px 16px 5px 10px;
  border: 1px solid #a6a6a6;
  border-radius: 10px;
  background: #000;
  color: #fff;
  text-decoration: none;
  line-height: 1.1;
  &:hover {
    background: #1c1c1c;
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
  }
`

const Small = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 500;
`

const Name = styled.span`
  display: block;
  font-size: 1.125rem;
  font-weight: 600;
  letter-spacing: -0.01em;
`

/** Apple Wallet's mark: a dark card holder with its four coloured cards. */
function AppleMark() {
  return (
    <svg width="30" height="24" viewBox="0 0 30 24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="29" height="23" rx="5" fill="#1c1c1e" stroke="#5a5a5e" />
      <rect x="3" y="3" width="24" height="7" rx="2" fill="#3da7e5" />
      <rect x="3" y="6.5" width="24" height="7" rx="2" fill="#fbb731" />
      <rect x="3" y="10" width="24" height="7" rx="2" fill="#4cbd5e" />
      <rect x="3" y="13.5" width="24" height="7" rx="2" fill="#f26b5b" />
      <path
        d="M3 17h7.5c1.4 0 2 1.8 4.5 1.8S18.1 17 19.5 17H27v4.5a1.5 1.5 0 0 1-1.5 1.5h-21A1.5 1.5 0 0 1 3 21.5z"
        fill="#1c1c1e"
      />
    </svg>
  )
}

/** Google Wallet's mark: its four coloured bands, stacked. */
function GoogleMark() {
  return (
    <svg width="28" height="24" viewBox="0 0 28 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="26" height="9" rx="3" fill="#ea4335" />
      <rect x="1" y="5" width="26" height="9" rx="3" fill="#fbbc04" />
      <rect x="1" y="9" width="26" height="9" rx="3" fill="#34a853" />
      <path d="M1 14.5c6-1.5 10 3 15 1.5 4-1.2 7-2 11-1V20a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" fill="#4285f4" />
    </svg>
  )
}

/**
 * "Add to" small over "Apple Wallet": one translated text (the wallets' own words in each language,
 * as the emails say them), so the link's name is the whole of it; `<0>` is small, `<1>` the name.
 */
function Wordmark({ text }: { text: string }) {
  return (
    <span>
      <Rich text={text} elements={[<Small key="small" />, <Name key="name" />]} />
    </span>
  )
}

/**
 * "Add to Apple Wallet" and "Save to Google Wallet", in the wallets' own words and badge style,
 * for the wallets the operator has set up (`wallet` of `GET /api/registrations/:token`) and this
 * device has (lib/deviceWallets.ts: Apple on iOS and Safari on a Mac, Google elsewhere, both
 * when unknown); nothing when none is left. Plain links: Safari hands the .pkpass to Wallet, and
 * Google's save page takes over from there.
 */
export function WalletButtons({ token, wallet }: { token: string; wallet: WalletAvailability | undefined }) {
  const [device] = useState(thisDevicesWallets)
  const apple = Boolean(wallet?.apple && device.apple)
  const google = Boolean(wallet?.google && device.google)
  if (!apple && !google) return null
  const paths = walletPaths(token)
  return (
    <Row>
      {apple && (
        <Badge href={paths.apple}>
          <AppleMark />
          <Wordmark text={i18n._('<0>Add to</0> <1>Apple Wallet</1>')} />
        </Badge>
      )}
      {google && (
        <Badge href={paths.google}>
          <GoogleMark />
          <Wordmark text={i18n._('<0>Save to</0> <1>Google Wallet</1>')} />
        </Badge>
      )}
    </Row>
  )
}
