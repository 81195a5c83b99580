import styled from 'styled-components'

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
