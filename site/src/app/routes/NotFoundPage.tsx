import { ButtonLink } from '@site/components/Button'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'

export function NotFoundPage() {
  usePageTitle(i18n._('404 Page Not Found'))
  return (
    <PageSection>
      <Container $narrow>
        <EmptyState
          level={1}
          icon="compass"
          title={i18n._('404 Page Not Found')}
          action={<ButtonLink to={paths.home}>{i18n._('Back to events')}</ButtonLink>}
        >
          {i18n._('Did you forget to add the page to the router?')}
        </EmptyState>
      </Container>
    </PageSection>
  )
}
