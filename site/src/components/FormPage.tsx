import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Card } from './Card'
import { Container, PageSection, PageSubtitle, PageTitle } from './Container'
import type { ReactNode } from 'react'

const Aside = styled.div`
  margin-top: 20px;
  text-align: center;
  color: ${theme.colors.inkMuted};
`

/** A narrow page with a heading, an optional subtitle and one card (login, host, contact). */
export function FormPage({
  title,
  subtitle,
  children,
  aside,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <PageSection>
      <Container $narrow>
        <PageTitle>{title}</PageTitle>
        {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        <Card $padding={8}>{children}</Card>
        {aside && <Aside>{aside}</Aside>}
      </Container>
    </PageSection>
  )
}
