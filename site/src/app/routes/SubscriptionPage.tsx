import { useParams } from 'react-router-dom'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { paths } from '@site/config/paths'
import { useSubscription } from '@site/features/subscriptions/api/useSubscription'
import { ManageSubscription } from '@site/features/subscriptions/components/ManageSubscription'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'

/** `/subscriptions/:token`: the private page the subscription emails link; reading it changes nothing. */
export function SubscriptionPage() {
  const { token } = useParams()
  const { data, error, isLoading } = useSubscription(token)
  const notFound = error instanceof ApiError && error.status === 404
  const invalid = !token || notFound
  usePageTitle(invalid ? 'This link is not valid' : 'Your subscription')

  let content
  if (isLoading) content = <p role="status">Loading...</p>
  else if (invalid) {
    content = (
      <EmptyState
        level={1}
        icon="link"
        title="This link is not valid"
        action={<ButtonLink to={paths.home}>Go to the home page</ButtonLink>}
      >
        {notFound ? error.message : messages.subscriptionNotFound}
      </EmptyState>
    )
  } else if (error || !data) {
    content = (
      <Alert tone="error" title="Could not load your subscription">
        Please refresh the page to try again.
      </Alert>
    )
  } else {
    content = (
      <>
        <PageTitle>Your subscription</PageTitle>
        <ManageSubscription token={token} subscription={data} />
      </>
    )
  }

  return (
    <PageSection>
      <Container $narrow>{content}</Container>
    </PageSection>
  )
}
