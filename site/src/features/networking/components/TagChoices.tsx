import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { validationText } from '@site/i18n/validationMessages'
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

/** The tags as compact chips that wrap (a phone showed one long column of 26 checkboxes). */
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 4px 12px 4px 10px;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: 999px;
    background: ${theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.brand};
    font-weight: 600;
  }
  label[hidden] {
    display: none;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
  input:disabled + span {
    color: ${theme.colors.inkMuted};
  }
`

const Search = styled.input`
  width: 100%;
  max-width: 320px;
  min-height: 40px;
  margin: 0 0 10px;
  padding: 6px 10px;
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font: inherit;
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

/** From this many tags a search narrows the chips (a host's list can be long). */
const SEARCH_FROM = 10

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * Up to `max` tags of the night's list as checkbox chips (one form field holding an array): once
 * `max` are chosen the others wait, so a phone never has to read an error for a fourth. A long
 * list gets a search that hides (never unmounts, so the form keeps every choice) what does not
 * match; chosen tags always show. The chips are one Tab stop, arrows move between them and Space
 * ticks (a roving tab index), so the form's next field is not 26 Tabs away.
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
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState<string | null>(null)
  const needle = query.trim().toLowerCase()
  const shown = (tag: string) => !needle || chosen.includes(tag) || tag.toLowerCase().includes(needle)
  const reachable = tags.filter((tag) => shown(tag) && (chosen.includes(tag) || chosen.length < max))
  const roving = focused && reachable.includes(focused) ? focused : reachable[0]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key] ?? (event.key === 'Home' || event.key === 'End' ? 0 : null)
    if (step === null || !reachable.length) return
    event.preventDefault()
    const here = reachable.indexOf(roving ?? '')
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? reachable.length - 1 : (here + step + reachable.length) % reachable.length
    const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    inputs.find((input) => input.value === reachable[next])?.focus()
  }

  return (
    <Group aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <Hint id={hintId}>{i18n._('Up to {max} ({chosen} chosen)', { max, chosen: chosen.length })}</Hint>
      {tags.length >= SEARCH_FROM && (
        <Search
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Enter in a search field would send the whole registration form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          placeholder={i18n._('Find a tag')}
          aria-label={i18n._('Find a tag: {legend}', { legend })}
        />
      )}
      <Chips onKeyDown={onKeyDown}>
        {tags.map((tag) => (
          <label key={tag} hidden={!shown(tag)}>
            <input
              type="checkbox"
              value={tag}
              disabled={!chosen.includes(tag) && chosen.length >= max}
              tabIndex={tag === roving ? 0 : -1}
              onFocus={() => setFocused(tag)}
              {...field}
            />
            <span>{tag}</span>
          </label>
        ))}
      </Chips>
      {needle && !tags.some((tag) => !chosen.includes(tag) && shown(tag)) && (
        <Hint role="status">{i18n._('No other tag matches')}</Hint>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {validationText(error)}
        </ErrorText>
      )}
    </Group>
  )
}
