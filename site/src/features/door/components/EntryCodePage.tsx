import { ButtonLink } from '@site/components/Button'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'

/**
 * `/check-in/:code`: where a person lands when their own phone camera opens the QR code of
 * their confirmation email. Only the door checks people in, so this page just explains.
 */
export default function EntryCodePage() {
  usePageTitle('Your entry code')
  return (
    <PageSection>
      <Container $narrow>
        <EmptyState
          level={1}
          icon="ticket"
          title="Your entry code"
          action={<ButtonLink to={paths.home}>Back to events</ButtonLink>}
        >
          This is your entry code for the night. Show it at the door.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
