import styled from 'styled-components'

/**
 * Cards one under the other, evenly spaced. The one column never grows past the page: an
 * implicit grid column would widen to the widest thing inside (a file picker's own width on a
 * phone pushed the Sponsors tab to 397 px on a 390 px screen).
 */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`
