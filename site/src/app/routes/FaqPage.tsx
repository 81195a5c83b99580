import { Container, PageSection, PageSubtitle, PageTitle } from '../../components/Container'
import { FaqList } from '../../features/faq/components/FaqList'
import { usePageTitle } from '../../hooks/usePageTitle'

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
