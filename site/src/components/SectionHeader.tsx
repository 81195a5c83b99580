import styled from 'styled-components'
import { theme } from '@site/config/theme'

/** A dashboard tab's heading with its main action (Create Event) beside it. */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${theme.colors.brand};
  }
`
