import { useId } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import type { UseFormRegisterReturn } from 'react-hook-form'

const Group = styled.fieldset`
  margin: 0 0 18px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 0 12px;
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.brand};
  }
  input:disabled + span {
    color: ${theme.colors.inkMuted};
  }
`

const Hint = styled.p`
  margin: 0 0 6px;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`

/**
 * Up to `max` tags of the night's list as checkboxes (one form field holding an array): once
 * `max` are chosen the others wait, so a phone never has to read an error for a fourth.
 */
export function TagChoices({
  legend,
  tags,
  chosen,
  max,
  field,
  error,
}: {
  legend: string
  tags: readonly string[]
  chosen: readonly string[]
  max: number
  field: UseFormRegisterReturn
  error?: string
}) {
  const hintId = useId()
  const errorId = useId()
  return (
    <Group aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Hint id={hintId}>
        Up to {max} ({chosen.length} chosen)
      </Hint>
      <Grid>
        {tags.map((tag) => (
          <label key={tag}>
            <input type="checkbox" value={tag} disabled={!chosen.includes(tag) && chosen.length >= max} {...field} />
            <span>{tag}</span>
          </label>
        ))}
      </Grid>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  )
}
