import styled from 'styled-components'
import { firstNameOf } from '@contract/networking'
import { ButtonLink } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { StatusHeading } from '@site/components/StatusHeading'
import { paths } from '@site/config/paths'
import { i18n } from '@site/i18n/i18n'
import { useNetworking } from '../api/useNetworking'
import { rememberedMe } from '../lib/rememberedMe'

/** Above the entry card, spaced as the page's cards. */
const Offer = styled(Card)`
  margin-bottom: 20px;
`

/**
 * A badge's entry code opened by a neighbour who meant to swap (issue 54 item 4): while its
 * holder is opted in (the server then gives their contact code), "Swap contacts with Ben?" leads
 * to the same `/c/{code}` page as the badge's swap code. Not shown to the holder themselves, as
 * far as this phone knows them (lib/rememberedMe.ts).
 */
export function SwapInstead({ contactCode, name }: { contactCode: string; name: string }) {
  const token = rememberedMe()
  const own = useNetworking(token ?? undefined).data
  if (token && (!own || own.contactCode === contactCode)) return null
  const firstName = firstNameOf(name)
  return (
    <Offer aria-labelledby="swap-instead">
      <StatusHeading id="swap-instead">{i18n._('Swap contacts with {firstName}?', { firstName })}</StatusHeading>
      <p>
        {i18n._(
          'This is {firstName}\'s entry code, for the door. To swap contacts, scan the code marked "Scan to swap contacts" on the badge, or tap here.',
          { firstName },
        )}
      </p>
      <ButtonLink to={paths.contactCode(contactCode)} $variant="accent">
        {i18n._('Swap contacts with {firstName}', { firstName })}
      </ButtonLink>
    </Offer>
  )
}
