import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { sharesText } from '../lib/shares'
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

/** The person's profile as others meet it, and what a swap would share. */
export function ProfileSummary({ profile }: { profile: NetworkingProfile }) {
  return (
    <Facts>
      <dt>{i18n._('Ask me about')}</dt>
      <dd>{profile.offers.join(', ') || '–'}</dd>
      <dt>{i18n._('Looking for')}</dt>
      <dd>{profile.needs.join(', ') || '–'}</dd>
      {profile.line && (
        <>
          <dt>{i18n._('Your line')}</dt>
          <dd>{profile.line}</dd>
        </>
      )}
      <dt>{i18n._('A swap shares')}</dt>
      <dd>{sharesText(profile.share)}</dd>
    </Facts>
  )
}
