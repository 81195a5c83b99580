import { useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { CheckboxField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { forgetMe, rememberByDefault, rememberMe } from '../lib/rememberedMe'

const Code = styled.p`
  margin: 0 0 6px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  color: ${theme.colors.brand};
`

const Lead = styled.p`
  margin: 0 0 14px;
  color: ${theme.colors.inkMuted};
`

/**
 * The person's own contact code (also the "Swap contacts" QR code on their badge), and "Remember
 * me on this phone tonight", ticked by default (lib/rememberedMe.ts): with it, scanning someone's
 * badge with this phone's camera asks for a swap as this person; unticked, the phone forgets.
 */
export function YourCode({ code, token, nightEnds }: { code: string; token: string; nightEnds: string }) {
  const [remembered, setRemembered] = useState(() => rememberByDefault(token, nightEnds))
  return (
    <div>
      <Code aria-label={i18n._('Your code: {code}', { code: code.split('').join(' ') })}>{code}</Code>
      <Lead>{i18n._('Your code, also on your badge as "Swap contacts". Someone can type it to ask you for a swap.')}</Lead>
      <CheckboxField
        label={i18n._('Remember me on this phone tonight')}
        checked={remembered}
        onChange={(change) => {
          const on = change.currentTarget.checked
          if (on) rememberMe(token, nightEnds)
          else forgetMe(token)
          setRemembered(on)
        }}
      />
    </div>
  )
}
