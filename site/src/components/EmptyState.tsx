import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Icon, type IconName } from './Icon'
import type { ReactNode } from 'react'

const Box = styled.div`
  text-align: center;
  padding: 48px 24px;
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.inkMuted};
  h1,
  h2 {
    margin: 8px 0;
    color: ${theme.colors.brand};
  }
  p {
    margin: 0 auto 16px;
    max-width: 46ch;
  }
`

const IconBox = styled.div`
  display: flex;
  justify-content: center;
  color: ${theme.colors.brand};
`

/** A friendly "nothing here yet" panel with an optional call to action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  level = 2,
}: {
  icon?: IconName
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  /** 1 when the empty state is the whole page. */
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <Box>
      {icon && (
        <IconBox>
          <Icon name={icon} size={40} strokeWidth={1.5} />
        </IconBox>
      )}
      <Heading>{title}</Heading>
      {children && <p>{children}</p>}
      {action}
    </Box>
  )
}
