import styled from 'styled-components'
import { Spinner } from '../../../components/Spinner'
import { useSponsors } from '../api/useSponsors'

const Section = styled.section`
  margin-top: 64px;
  text-align: center;
  h2 { margin: 0 0 6px; color: ${({ theme }) => theme.colors.brand}; font-size: 1.75rem; }
  > p { margin: 0 0 28px; color: ${({ theme }) => theme.colors.inkMuted}; }
`

/** SPEC section 9: 1, 2 or 3 columns for that many sponsors; 4 on wide screens for more. */
const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  display: grid;
  gap: 24px;
  justify-content: center;
  grid-template-columns: minmax(0, 250px);
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 250px));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 3)}, minmax(0, 250px));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 250px));
  }
`

const Logo = styled.a`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  transition: box-shadow 160ms ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.card}; }
  img { width: 250px; height: 250px; max-width: 100%; max-height: 100%; object-fit: contain; }
`

export const sponsorColumns = (count: number) => (count <= 3 ? count : 4)

/** Sponsor logos below the events; not fetched when `enabled` is false (signed-in HOST). */
export function SponsorsSection({ enabled }: { enabled: boolean }) {
  const { data: sponsors, error, isLoading } = useSponsors(enabled)
  if (!enabled) return null
  if (isLoading) return <Spinner label="Loading sponsors..." showLabel />
  if (error || !sponsors || sponsors.length === 0) return null
  const columns = sponsorColumns(sponsors.length)
  return (
    <Section aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">Our Sponsors</h2>
      <p>The local businesses who make these nights possible.</p>
      <Grid $columns={columns} data-columns={columns}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <Logo href={sponsor.website} target="_blank" rel="noopener noreferrer">
              <img src={sponsor.logoUrl} alt={sponsor.name} width={250} height={250} loading="lazy" />
            </Logo>
          </li>
        ))}
      </Grid>
    </Section>
  )
}
