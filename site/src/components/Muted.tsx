import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** A second, quieter line under a value (a time under a date, a check-in under a name). */
export const Muted = styled.span`
  display: block;
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`
