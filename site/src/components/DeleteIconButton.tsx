import styled from 'styled-components'
import { theme } from '@site/config/theme'
import type { MouseEvent } from 'react'

const IconButtonBase = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.danger};
  background: transparent;
  border: 1.5px solid transparent;
  border-radius: ${theme.radius.pill};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.dangerSurface};
    border-color: ${theme.colors.dangerBorder};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  )
}

/** The delete icon; shows `pendingLabel` in words while the deletion runs. */
export function DeleteIconButton({
  label,
  pending,
  pendingLabel,
  onClick,
  disabled,
}: {
  label: string
  pending?: boolean
  pendingLabel: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  disabled?: boolean
}) {
  return (
    <IconButtonBase
      type="button"
      aria-label={pending ? pendingLabel : label}
      title={label}
      onClick={onClick}
      disabled={disabled || pending}
    >
      <TrashIcon />
      {pending && <span>{pendingLabel}</span>}
    </IconButtonBase>
  )
}
