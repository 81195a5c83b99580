import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { FaqList } from '@site/features/faqs/components/FaqList'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function FaqPage() {
  usePageTitle('FAQ')
  return (
    <PageSection>
      <Container $narrow>
        <PageTitle>Frequently Asked Questions</PageTitle>
        <PageSubtitle>Everything you need to know before your first pub night.</PageSubtitle>
        <FaqList />
      </Container>
    </PageSection>
  )
}
