import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** A small pill beside a name (Archived). */
export const Badge = styled.span`
  display: inline-block;
  padding: 2px 10px;
  font-size: 0.75rem;
  font-weight: 700;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.inkMuted};
`
