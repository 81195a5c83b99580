import styled from 'styled-components'
import { i18n } from '@site/i18n/i18n'
import { Spinner } from '@site/components/Spinner'

/** Holds the form's height while it loads, so nothing below it jumps. */
const FormPlaceholder = styled.div`
  min-height: 330px;
`

/** What stands where a registration form or card is still loading. */
export function FormLoading() {
  return (
    <FormPlaceholder>
      <Spinner label={i18n._('Loading the form...')} />
    </FormPlaceholder>
  )
}
