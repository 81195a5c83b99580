import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** Two form columns (one on phones); a field marked `data-span="2"` takes the whole row. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  & > [data-span='2'] {
    grid-column: 1 / -1;
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`
