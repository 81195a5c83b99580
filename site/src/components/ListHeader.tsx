import styled from 'styled-components'

/** A list's heading with its actions (Download CSV) beside it. */
export const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
  h3 {
    margin: 0;
  }
`
