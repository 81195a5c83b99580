import styled from 'styled-components'
import { Suspense, lazy } from 'react'
import { theme } from '@site/config/theme'
import { Container, PageSection } from '@site/components/Container'
import { useUser } from '@site/lib/auth'
import { useListedCities } from '@site/features/events/api/useListedCities'
import { EventList } from '@site/features/events/components/EventList'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useSettings } from '@site/hooks/useSettings'
import { FollowCity } from '@site/features/subscriptions/components/FollowCity'
import { i18n } from '@site/i18n/i18n'
import { SubscribeLinks } from '@site/features/events/components/SubscribeLinks'
import { JustRegistered } from './JustRegistered'

// Below the upcoming nights and waiting on answers of their own: their code comes in a chunk
// beside those answers, keeping the public entry within its budget (tests/server/bundle.test.ts).
const PastEventList = lazy(() =>
  import('@site/features/events/components/PastEventList').then((m) => ({ default: m.PastEventList })),
)
const SponsorsSection = lazy(() =>
  import('@site/features/sponsors/components/SponsorsSection').then((m) => ({ default: m.SponsorsSection })),
)

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(ellipse at 85% 0%, rgba(242, 177, 52, 0.28), transparent 55%),
    linear-gradient(160deg, ${theme.colors.brandFill} 0%, ${theme.colors.brandFillDark} 100%);
  color: ${theme.colors.onBrand};
  padding: 64px 0 72px;
  @media (max-width: ${theme.breakpoints.sm}) {
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
    color: ${theme.colors.onBrandMuted};
  }
`

const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 14px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.875rem;
  color: ${theme.colors.brand};
`

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0 0 24px;
`

const FollowBlock = styled.div`
  margin-top: 48px;
`

export function HomePage() {
  const { productName } = useSettings()
  const { user } = useUser()
  usePageTitle(null)
  // Wait for the user query so a signed-in HOST never fetches the sponsors (docs/product.md "Home page").
  const showSponsors = user !== undefined && user?.role !== 'HOST'
  // Follow one of the cities the page lists (nothing to offer before a first night is listed).
  const cities = useListedCities()

  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>{i18n._('Local makers · Good company')}</Eyebrow>
          <h1>{productName}</h1>
          <p>
            {i18n._(
              'Join us for a night hanging out with local manufacturers. Networking, good conversations, and a great night out.',
            )}
          </p>
        </Container>
      </Hero>
      <PageSection>
        <Container>
          <JustRegistered />
          <section aria-labelledby="upcoming-events-heading">
            <SectionHead>
              <SectionTitle id="upcoming-events-heading">{i18n._('Upcoming Events')}</SectionTitle>
              {/* In the first script: loaded apart, it was drawn again as the page was taken over and the cards jumped. */}
              <SubscribeLinks />
            </SectionHead>
            <EventList />
          </section>
          {cities.length > 0 && (
            <FollowBlock>
              <FollowCity cities={cities} />
            </FollowBlock>
          )}
          <Suspense fallback={null}>
            <PastEventList />
            <SponsorsSection enabled={showSponsors} />
          </Suspense>
        </Container>
      </PageSection>
    </>
  )
}
