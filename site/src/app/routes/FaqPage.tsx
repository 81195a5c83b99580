import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { FaqList } from '@site/features/faqs/components/FaqList'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'

export function FaqPage() {
  usePageTitle(i18n._('FAQ'))
  return (
    <PageSection>
      <Container $narrow>
        <PageTitle>{i18n._('Frequently Asked Questions')}</PageTitle>
        <PageSubtitle>{i18n._('Everything you need to know before your first pub night.')}</PageSubtitle>
        <FaqList />
      </Container>
    </PageSection>
  )
}
