import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { PageTitle } from '@site/components/Container'
import { LinkPage } from '@site/components/LinkPage'
import { useAction } from '@site/hooks/useAction'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'
import { normaliseContactCode } from '@contract/networking'
import { i18n } from '@site/i18n/i18n'
import { errorMessage } from '@site/lib/notify'
import { useContactCard } from '../api/useContactCard'
import { useNetworking, useNetworkingActions } from '../api/useNetworking'
import { rememberedMe } from '../lib/rememberedMe'
import { swapGivesText } from '../lib/swapGives'
import { EmailMyLink } from './EmailMyLink'
import { TypeCodeForm } from './TypeCodeForm'
import type { ContactCardDto, SwapResultDto } from '@contract/networking'

const Company = styled.p`
  margin: -4px 0 20px;
  font-size: 1.125rem;
  color: ${theme.colors.inkMuted};
`

const Another = styled.p`
  margin: 24px 0 8px;
  color: ${theme.colors.inkMuted};
`

const Gives = styled.p`
  margin: -4px 0 0;
  text-align: center;
  color: ${theme.colors.inkMuted};
`

const Done = styled.div`
  display: grid;
  gap: 12px;
`

/** The scanner, known by the manage link remembered on this phone, or the page they typed the code on. */
function useScanner(): string | null {
  const state = useLocation().state as { token?: unknown } | null
  const [remembered] = useState(() => rememberedMe())
  return typeof state?.token === 'string' ? state.token : remembered
}

function SwapButton({ code, card, token }: { code: string; card: ContactCardDto; token: string }) {
  const { requestSwap } = useNetworkingActions(token)
  // The scanner's own share settings: the button says what the swap gives before it is tapped.
  const own = useNetworking(token).data
  const [result, setResult] = useState<SwapResultDto | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { run, pending } = useAction(async () => {
    setProblem(null)
    try {
      setResult(await requestSwap(code))
    } catch (error) {
      setProblem(errorMessage(error, i18n._('Please try again.')))
    }
  })
  const back = <Link to={`/registrations/${encodeURIComponent(token)}`}>{i18n._('Back to your page')}</Link>
  if (result)
    return (
      <Done>
        <Alert
          tone="success"
          title={
            result.status === 'mutual'
              ? i18n._('You swapped contacts with {firstName}', { firstName: card.firstName })
              : i18n._('Asked')
          }
        >
          {result.status === 'mutual'
            ? i18n._('You both see what the other chose to share on your pages.')
            : i18n._(
                '{firstName} will see your request when they next look at their page. Once they accept, you both see what the other shares.',
                { firstName: card.firstName },
              )}
        </Alert>
        {back}
      </Done>
    )
  // Said before the tap, not after (issue 54): the server would answer "That is your own code".
  if (own?.contactCode && own.contactCode === normaliseContactCode(code))
    return (
      <Done>
        <Alert tone="info" title={i18n._('This is your own code')}>
          {i18n._('Show it to someone you meet so they can ask you, or scan their badge.')}
        </Alert>
        {back}
      </Done>
    )
  return (
    <Done>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button $size="lg" $fullWidth onClick={() => void run()} disabled={pending} aria-describedby="swap-gives">
        {pending ? i18n._('Asking...') : i18n._('Swap contacts with {firstName}', { firstName: card.firstName })}
      </Button>
      {own?.profile && <Gives id="swap-gives">{swapGivesText(card.firstName, own.profile.share)}</Gives>}
      {back}
    </Done>
  )
}

/**
 * `/c/{code}`: what a badge's "Swap contacts" QR code opens (docs/product.md "Who to meet"). It
 * shows whose code it is (first name and company only) and, for a scanner this phone knows,
 * "Swap contacts with {first name}"; the scanned person accepts on their own page. A phone that
 * does not know the scanner offers "Email me my link" instead.
 */
export default function ContactCodePage() {
  const { code = '' } = useParams()
  const query = useContactCard(code || undefined)
  const token = useScanner()
  const invalid = !code || (query.error instanceof ApiError && query.error.status === 404)
  usePageTitle(
    query.data ? i18n._('Swap contacts with {firstName}', { firstName: query.data.firstName }) : i18n._('Swap contacts'),
  )
  return (
    <LinkPage
      query={query}
      invalid={invalid}
      invalidText={i18n._('This contact code is not valid. Check the code on their badge, or ask them to show you their page.')}
      homeLabel={i18n._('See all events')}
      failedTitle={i18n._('Could not load this code')}
    >
      {(card) => (
        <>
          <PageTitle>{i18n._('Swap contacts with {firstName}', { firstName: card.firstName })}</PageTitle>
          <Company>{card.company}</Company>
          <Card aria-label={i18n._('Swap contacts')}>
            {token ? (
              <>
                {/* A new code typed here opens its own page; the result of this one starts over. */}
                <SwapButton key={code} code={code} card={card} token={token} />
                <Another>{i18n._('Another badge without a camera? Type its code.')}</Another>
                <TypeCodeForm token={token} />
              </>
            ) : (
              <EmailMyLink code={code} firstName={card.firstName} />
            )}
          </Card>
        </>
      )}
    </LinkPage>
  )
}
