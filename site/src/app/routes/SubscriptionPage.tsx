import { useParams } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { messages } from '@contract/messages'
import { PageTitle } from '@site/components/Container'
import { LinkPage } from '@site/components/LinkPage'
import { useSubscription } from '@site/features/subscriptions/api/useSubscription'
import { ManageSubscription } from '@site/features/subscriptions/components/ManageSubscription'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'

/** `/subscriptions/:token`: the private page the subscription emails link; reading it changes nothing. */
export function SubscriptionPage() {
  const { token } = useParams()
  const query = useSubscription(token)
  // The server's words for an unknown or expired link (messages.subscriptionNotFound).
  const notFound =
    query.error instanceof ApiError && query.error.status === 404 ? query.error.message || i18n._('This link is not valid') : null
  usePageTitle(!token || notFound !== null ? i18n._('This link is not valid') : i18n._('Your subscription'))

  return (
    <LinkPage
      query={query}
      invalid={!token || notFound !== null}
      invalidText={notFound ?? i18n._(messages.subscriptionNotFound)}
      homeLabel={i18n._('Go to the home page')}
      failedTitle={i18n._('Could not load your subscription')}
    >
      {(subscription) =>
        token && (
          <>
            <PageTitle>{i18n._('Your subscription')}</PageTitle>
            <ManageSubscription token={token} subscription={subscription} />
          </>
        )
      }
    </LinkPage>
  )
}
