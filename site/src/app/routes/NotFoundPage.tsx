import { ButtonLink } from '../../components/Button'
import { Container, PageSection } from '../../components/Container'
import { EmptyState } from '../../components/EmptyState'
import { paths } from '../../config/paths'
import { usePageTitle } from '../../hooks/usePageTitle'

export function NotFoundPage() {
  usePageTitle('404 Page Not Found')
  return (
    <PageSection>
      <Container $narrow>
        <EmptyState level={1} icon="compass" title="404 Page Not Found" action={<ButtonLink to={paths.home}>Back to events</ButtonLink>}>
          Did you forget to add the page to the router?
        </EmptyState>
      </Container>
    </PageSection>
  )
}
