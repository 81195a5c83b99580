import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** The heading inside a dashboard card or dialog section. */
export const CardHeading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.1875rem;
  color: ${theme.colors.brand};
`
