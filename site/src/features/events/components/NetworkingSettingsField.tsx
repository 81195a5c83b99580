import { useId, useState } from 'react'
import styled from 'styled-components'
import { NETWORKING_LIMITS, tagKey, type NetworkingSettings } from '@contract/networking'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { CheckboxField, TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { makersTags } from '../lib/makersTags'

const Box = styled.fieldset`
  margin: 0 0 18px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.paper};
  }
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: none;
    color: ${theme.colors.inkMuted};
    font: inherit;
    font-size: 1.125rem;
    cursor: pointer;
    border-radius: ${theme.radius.pill};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 10px;
  & > div {
    flex: 1 1 200px;
  }
  button {
    margin-bottom: 18px;
  }
`

const ErrorText = styled.p`
  margin: 0 0 12px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`

/**
 * "Who to meet" in the event dialog (docs/product.md "Who to meet"): the switch, and the night's
 * tag list people choose from (the makers' default, editable; duplicates and series copy it).
 */
export function NetworkingSettingsField({
  value,
  onChange,
  error,
}: {
  value: NetworkingSettings
  onChange: (settings: NetworkingSettings) => void
  error?: string
}) {
  const [adding, setAdding] = useState('')
  const [addError, setAddError] = useState<string | undefined>()
  const listId = useId()
  const add = () => {
    const tag = adding.trim()
    if (!tag) return
    // FormField passes its error through the catalogue again: an already translated text comes out as it is.
    if (value.tags.some((existing) => tagKey(existing) === tagKey(tag))) return setAddError(i18n._('Already in the list'))
    if (tag.length > NETWORKING_LIMITS.tag)
      return setAddError(
        i18n._('{count, plural, one {At most # character} other {At most # characters}}', { count: NETWORKING_LIMITS.tag }),
      )
    if (value.tags.length >= NETWORKING_LIMITS.tags)
      return setAddError(i18n._('{count, plural, one {At most # tag} other {At most # tags}}', { count: NETWORKING_LIMITS.tags }))
    onChange({ ...value, tags: [...value.tags, tag] })
    setAdding('')
  }
  return (
    <Box>
      <legend>{i18n._('Who to meet')}</legend>
      <CheckboxField
        label={i18n._('Suggest people to meet and let them swap contacts by badge (people opt in when they register)')}
        checked={value.enabled}
        onChange={(change) => {
          const enabled = change.currentTarget.checked
          onChange({ enabled, tags: enabled && value.tags.length === 0 ? makersTags() : value.tags })
        }}
      />
      {value.enabled && (
        <>
          <p id={listId}>
            {i18n._('What people can say they make or look for ({count} of {limit}):', {
              count: value.tags.length,
              limit: NETWORKING_LIMITS.tags,
            })}
          </p>
          <Tags aria-labelledby={listId}>
            {value.tags.map((tag) => (
              <li key={tag}>
                {tag}
                <button
                  type="button"
                  aria-label={i18n._('Remove {tag}', { tag })}
                  onClick={() => onChange({ ...value, tags: value.tags.filter((kept) => kept !== tag) })}
                >
                  ×
                </button>
              </li>
            ))}
          </Tags>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <AddRow>
            <TextField
              label={i18n._('Add a tag')}
              value={adding}
              maxLength={NETWORKING_LIMITS.tag}
              error={addError}
              onChange={(change) => {
                setAdding(change.currentTarget.value)
                setAddError(undefined)
              }}
              onKeyDown={(key) => {
                if (key.key !== 'Enter') return
                key.preventDefault()
                add()
              }}
            />
            <Button $variant="secondary" onClick={add}>
              {i18n._('Add')}
            </Button>
            <Button $variant="ghost" onClick={() => onChange({ ...value, tags: makersTags() })}>
              {i18n._("Use the makers' list")}
            </Button>
          </AddRow>
        </>
      )}
    </Box>
  )
}
