import type { ReactNode } from 'react'
import styled from 'styled-components'

const Box = styled.div`
  text-align: center;
  padding: 48px 24px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  h1, h2 { margin: 8px 0; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0 auto 16px; max-width: 46ch; }
`

const Icon = styled.div`
  font-size: 2.5rem;
  line-height: 1;
`

/** A friendly "nothing here yet" panel with an optional call to action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  level = 2,
}: {
  icon?: ReactNode
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  /** 1 when the empty state is the whole page. */
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <Box>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Heading>{title}</Heading>
      {children && <p>{children}</p>}
      {action}
    </Box>
  )
}
