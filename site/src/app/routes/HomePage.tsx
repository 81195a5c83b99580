import styled from 'styled-components'
import { Container, PageSection } from '@site/components/Container'
import { useUser } from '@site/lib/auth'
import { EventList } from '@site/features/events/components/EventList'
import { PastEventList } from '@site/features/events/components/PastEventList'
import { SponsorsSection } from '@site/features/sponsors/components/SponsorsSection'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useSettings } from '@site/hooks/useSettings'
import { calendarFeedPath } from '@contract/calendarLinks'
import { RegisteredPanel } from '@site/features/registrations/components/RegisteredPanel'

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(ellipse at 85% 0%, rgba(242, 177, 52, 0.28), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandDark} 100%);
  color: #fff;
  padding: 64px 0 72px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 40px 0 48px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: clamp(2.25rem, 6vw, 3.75rem);
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    max-width: 56ch;
    font-size: clamp(1.0625rem, 2.2vw, 1.25rem);
    color: #e7ecf3;
  }
`

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 14px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.875rem;
  color: ${({ theme }) => theme.colors.brand};
`

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0 0 24px;
`

/** The subscribable feed of every upcoming night (GET /calendar.ics). */
const FeedLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`

export function HomePage() {
  const { productName } = useSettings()
  const { user } = useUser()
  usePageTitle(null)
  // Wait for the user query so a signed-in HOST never fetches the sponsors (docs/product.md "Home page").
  const showSponsors = user !== undefined && user?.role !== 'HOST'

  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Local makers · Good company</Eyebrow>
          <h1>{productName}</h1>
          <p>Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.</p>
        </Container>
      </Hero>
      <PageSection>
        <Container>
          <RegisteredPanel />
          <section aria-labelledby="upcoming-events-heading">
            <SectionHead>
              <SectionTitle id="upcoming-events-heading">Upcoming Events</SectionTitle>
              <FeedLink href={calendarFeedPath()} type="text/calendar">
                Subscribe to all nights
              </FeedLink>
            </SectionHead>
            <EventList />
          </section>
          <PastEventList />
          <SponsorsSection enabled={showSponsors} />
        </Container>
      </PageSection>
    </>
  )
}
