import styled from 'styled-components'
import { theme } from '@site/config/theme'

/**
 * A card's heading that receives the focus when what it says changes and the button pressed is
 * gone (confirmed, cancelled, registered): give it `tabIndex={-1}` and a ref. The outline shows
 * for the keyboard only.
 */
export const StatusHeading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
  color: ${theme.colors.brand};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`
