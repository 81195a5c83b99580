import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { useSponsors } from '../api/sponsors'

const Section = styled.section`
  margin-top: 64px;
  text-align: center;
  h2 {
    margin: 0 0 6px;
    color: ${theme.colors.brand};
    font-size: 1.75rem;
  }
  > p {
    margin: 0 0 28px;
    color: ${theme.colors.inkMuted};
  }
`

const LOGO = 250
const GAP = 24

/**
 * 1, 2 or 3 columns for that many sponsors, 4 on wide screens for more; logos 250 by 250 on
 * every screen, phones too, where they stand one a row. Rows wrap and centre, so an uneven last
 * row sits in the middle instead of leaving a lone tile at the left edge. (A screen narrower than
 * a logo, under 282 px, shrinks it to the width rather than scroll sideways.)
 */
const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${GAP}px;
  max-width: ${({ $columns }) => $columns * LOGO + ($columns - 1) * GAP}px;
  li {
    flex: none;
    width: ${LOGO}px;
    max-width: 100%;
  }
`

/** The logo itself fills the 250 by 250 tile; the frame is drawn outside it (box-shadow). */
const Logo = styled.a`
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  background: ${theme.colors.logoSurface};
  box-shadow: 0 0 0 1px ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  transition: box-shadow 160ms ease;
  &:hover {
    box-shadow:
      0 0 0 1px ${theme.colors.border},
      ${theme.shadow.card};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`

export const sponsorColumns = (count: number) => (count <= 3 ? count : 4)

/** Sponsor logos below the events; not fetched when `enabled` is false (signed-in HOST). */
export function SponsorsSection({ enabled }: { enabled: boolean }) {
  const { data: sponsors, error, isLoading } = useSponsors(enabled)
  if (!enabled) return null
  if (isLoading) return <Spinner label={i18n._('Loading sponsors...')} showLabel />
  if (error || !sponsors || sponsors.length === 0) return null
  const columns = sponsorColumns(sponsors.length)
  return (
    <Section aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">{i18n._('Our Sponsors')}</h2>
      <p>{i18n._('The local businesses who make these nights possible.')}</p>
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
