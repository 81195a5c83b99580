import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { i18n } from '@site/i18n/i18n'

const Secret = styled.code`
  display: block;
  margin: 8px 0;
  padding: 8px;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  user-select: all;
`

/** A token or signing secret, shown this once: the server keeps only its hash or a sealed copy. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Alert tone="success">
      {label} {i18n._('Copy it now: it will not be shown again.')}
      <Secret aria-label={label}>{value}</Secret>
    </Alert>
  )
}
