import styled from 'styled-components'

/** Cards one under the other, evenly spaced. */
export const Stack = styled.div`
  display: grid;
  gap: 24px;
`
