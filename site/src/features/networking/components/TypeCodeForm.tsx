import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { CONTACT_CODE_LENGTH, normaliseContactCode } from '@contract/networking'
import { messages } from '@contract/messages'
import { Button } from '@site/components/Button'
import { TextField } from '@site/components/FormField'
import { paths } from '@site/config/paths'
import { i18n } from '@site/i18n/i18n'

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;
  & > div {
    flex: 1 1 180px;
  }
  button {
    margin-bottom: 18px;
  }
`

/**
 * No camera, or a badge out of reach: the other person's 8-character code, typed. It opens their
 * `/c/{code}` page (who it is, then "Swap contacts with…") as this person. `initial`: the code
 * an "Email me my link" email carried (`?swap=`), already filled in.
 */
export function TypeCodeForm({ token, initial = '', fieldId }: { token: string; initial?: string; fieldId?: string }) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  const id = useId()
  return (
    <Row
      noValidate
      aria-labelledby={id}
      onSubmit={(submit) => {
        submit.preventDefault()
        const code = normaliseContactCode(typed)
        if (!typed.trim()) return setError(messages.contactCodeRequired)
        if (!code) return setError(messages.contactCodeInvalid)
        void navigate(paths.contactCode(code), { state: { token } })
      }}
    >
      <span id={id} hidden>
        {i18n._('Type a code')}
      </span>
      <TextField
        id={fieldId}
        label={i18n._('Their code')}
        hint={i18n._('The {length} letters and digits on their badge or page', { length: CONTACT_CODE_LENGTH })}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={typed}
        error={error}
        onChange={(change) => {
          setTyped(change.currentTarget.value)
          setError(undefined)
        }}
      />
      <Button type="submit" $variant="secondary">
        {i18n._('Find')}
      </Button>
    </Row>
  )
}
