import { useParams, useSearchParams } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { messages } from '@contract/messages'
import { ratingOfQuery } from '@contract/feedback'
import { PageTitle } from '@site/components/Container'
import { LinkPage } from '@site/components/LinkPage'
import { useFeedback } from '@site/features/feedback/api/useFeedback'
import { PulseForm } from '@site/features/feedback/components/PulseForm'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'

/** `/feedback/:token?rating=N`: the morning-after email's one-tap page; opening it records nothing. */
export function FeedbackPage() {
  const { token } = useParams()
  const [search] = useSearchParams()
  const query = useFeedback(token)
  const notFound =
    query.error instanceof ApiError && query.error.status === 404 ? query.error.message || i18n._('This link is not valid') : null
  usePageTitle(!token || notFound !== null ? i18n._('This link is not valid') : i18n._('How was the night?'))

  return (
    <LinkPage
      query={query}
      invalid={!token || notFound !== null}
      invalidText={notFound ?? i18n._(messages.feedbackNotFound)}
      homeLabel={i18n._('See all events')}
      failedTitle={i18n._('Could not load your answer')}
    >
      {(feedback) =>
        token && (
          <>
            <PageTitle>{i18n._('Your night')}</PageTitle>
            <PulseForm token={token} feedback={feedback} chosen={ratingOfQuery(search.get('rating'))} />
          </>
        )
      }
    </LinkPage>
  )
}
