import styled from 'styled-components'
import { theme } from '@site/config/theme'

/**
 * A row of buttons that wraps on narrow screens. On phones and touch screens each is a tap
 * target of at least 44 by 44 px (WCAG 2.5.5), the dashboard's row actions included.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  @media (max-width: ${theme.breakpoints.sm}), (pointer: coarse) {
    & > button,
    & > a {
      min-height: 44px;
      min-width: 44px;
    }
  }
`
