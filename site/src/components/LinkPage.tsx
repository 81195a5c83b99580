import { paths } from '@site/config/paths'
import { i18n } from '@site/i18n/i18n'
import { Alert } from './Alert'
import { ButtonLink } from './Button'
import { Container, PageSection } from './Container'
import { EmptyState } from './EmptyState'
import type { ReactNode } from 'react'

export interface LinkPageProps<T> {
  /** The link's own read (its SWR hook): loading, its answer or its error. */
  query: { data?: T; error?: unknown; isLoading: boolean }
  /** An unknown token: the read's 404, or no token in the address. */
  invalid: boolean
  /** What a person can do about a link that is not valid. */
  invalidText: ReactNode
  /** The way home from a link that is not valid ("See all events"). */
  homeLabel: string
  /** Said when the read fails otherwise ("Could not load your registration"). */
  failedTitle: string
  children: (data: T) => ReactNode
}

/**
 * A private page opened from an emailed link (a registration, a subscription): "Loading...",
 * "This link is not valid" with a way home, or a failed read, before the page's own content.
 */
export function LinkPage<T>({ query, invalid, invalidText, homeLabel, failedTitle, children }: LinkPageProps<T>) {
  let content
  if (query.isLoading) content = <p role="status">{i18n._('Loading...')}</p>
  else if (invalid) {
    content = (
      <EmptyState
        level={1}
        icon="link"
        title={i18n._('This link is not valid')}
        action={<ButtonLink to={paths.home}>{homeLabel}</ButtonLink>}
      >
        {invalidText}
      </EmptyState>
    )
  } else if (query.error || query.data === undefined) {
    content = (
      <Alert tone="error" title={failedTitle}>
        {i18n._('Please refresh the page to try again.')}
      </Alert>
    )
  } else content = children(query.data)

  return (
    <PageSection>
      <Container $narrow>{content}</Container>
    </PageSection>
  )
}
