import styled from 'styled-components'
import { theme } from '@site/config/theme'
import type { ReactNode } from 'react'

export type AlertTone = 'error' | 'success' | 'info'

const Box = styled.div<{ $tone: AlertTone }>`
  padding: 14px 18px;
  border-radius: ${theme.radius.md};
  border: 1px solid;
  ${({ theme, $tone }) =>
    $tone === 'error'
      ? `background: ${theme.colors.dangerSurface}; border-color: ${theme.colors.dangerBorder}; color: ${theme.colors.danger};`
      : $tone === 'success'
        ? `background: ${theme.colors.successSurface}; border-color: ${theme.colors.successBorder}; color: ${theme.colors.success};`
        : `background: ${theme.colors.infoSurface}; border-color: ${theme.colors.infoBorder}; color: ${theme.colors.brand};`}
  & > strong {
    display: block;
    margin-bottom: 2px;
  }
`

/** An inline message; errors are announced (role="alert"), others politely (role="status"). */
export function Alert({ tone = 'info', title, children }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <strong>{title}</strong>}
      {children}
    </Box>
  )
}
