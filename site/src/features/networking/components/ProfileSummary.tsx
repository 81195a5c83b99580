import styled from 'styled-components'
import { theme } from '@site/config/theme'
import type { NetworkingProfile } from '@contract/networking'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** What a swap reveals, in words. */
export function sharesText(share: NetworkingProfile['share']): string {
  const parts = [share.email ? 'your email' : '', share.phone ? `your phone (${share.phone})` : '', share.url ?? '']
  const chosen = parts.filter(Boolean)
  return chosen.length ? chosen.join(', ') : 'nothing (your name and company only)'
}

/** The person's profile as others meet it, and what a swap would share. */
export function ProfileSummary({ profile }: { profile: NetworkingProfile }) {
  return (
    <Facts>
      <dt>Ask me about</dt>
      <dd>{profile.offers.join(', ') || '–'}</dd>
      <dt>Looking for</dt>
      <dd>{profile.needs.join(', ') || '–'}</dd>
      {profile.line && (
        <>
          <dt>Your line</dt>
          <dd>{profile.line}</dd>
        </>
      )}
      <dt>A swap shares</dt>
      <dd>{sharesText(profile.share)}</dd>
    </Facts>
  )
}
