import { ButtonLink } from '@site/components/Button'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function NotFoundPage() {
  usePageTitle('404 Page Not Found')
  return (
    <PageSection>
      <Container $narrow>
        <EmptyState
          level={1}
          icon="compass"
          title="404 Page Not Found"
          action={<ButtonLink to={paths.home}>Back to events</ButtonLink>}
        >
          Did you forget to add the page to the router?
        </EmptyState>
      </Container>
    </PageSection>
  )
}
