import styled, { keyframes } from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'

const spin = keyframes`to { transform: rotate(360deg); }`

const Wrapper = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: ${({ $inline }) => ($inline ? '0' : '32px 0')};
  color: ${theme.colors.inkMuted};
`

const Ring = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

export interface SpinnerProps {
  /** Announced to screen readers; also shown when `showLabel` is set. */
  label?: string
  showLabel?: boolean
  size?: number
  inline?: boolean
}

export function Spinner({ label, showLabel = false, size = 28, inline = false }: SpinnerProps) {
  return (
    <Wrapper role="status" $inline={inline}>
      <Ring $size={size} aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{label ?? i18n._('Loading...')}</span>
    </Wrapper>
  )
}
