import styled, { css } from 'styled-components'
import { Link } from 'react-router-dom'
import { theme } from '@site/config/theme'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonStyleProps {
  $variant?: ButtonVariant
  $size?: ButtonSize
  $fullWidth?: boolean
}

const padding: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' }
const fontSize: Record<ButtonSize, string> = { sm: '0.875rem', md: '1rem', lg: '1.0625rem' }

const variantStyles = (variant: ButtonVariant) => css`
  ${({ theme }) => {
    const c = theme.colors
    switch (variant) {
      case 'accent':
        return css`
          background: ${c.accent};
          color: ${c.accentInk};
          border-color: ${c.accent};
          &:hover:not(:disabled) {
            background: ${c.accentHover};
            border-color: ${c.accentHover};
          }
        `
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.brand};
          border-color: ${c.brand};
          &:hover:not(:disabled) {
            background: ${c.infoSurface};
          }
        `
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          border-color: transparent;
          &:hover:not(:disabled) {
            background: rgba(127, 127, 127, 0.14);
          }
        `
      case 'danger':
        return css`
          background: ${c.dangerFill};
          color: ${c.onBrand};
          border-color: ${c.dangerFill};
          &:hover:not(:disabled) {
            background: ${c.dangerFillHover};
            border-color: ${c.dangerFillHover};
          }
        `
      default:
        return css`
          background: ${c.brandFill};
          color: ${c.onBrand};
          border-color: ${c.brandFill};
          &:hover:not(:disabled) {
            background: ${c.brandFillDark};
            border-color: ${c.brandFillDark};
          }
        `
    }
  }}
`

/** Shared look of buttons and button-like links; `$`-props are styling only. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ $size = 'md' }) => padding[$size]};
  font: inherit;
  font-size: ${({ $size = 'md' }) => fontSize[$size]};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease,
    transform 120ms ease;
  ${({ $variant = 'primary' }) => variantStyles($variant)}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

/** `<Button $variant="danger">`; type defaults to "button" so it never submits by accident. */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

/** An external (or download) link that looks like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`
