import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import type { Ref } from 'react'

const SearchLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  input {
    min-height: 48px;
    padding: 10px 12px;
    font-size: 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    width: 100%;
    box-sizing: border-box;
  }
`

export interface PersonSearchProps {
  value: string
  onChange: (search: string) => void
  ref?: Ref<HTMLInputElement>
}

/** The door's large search box: "Search by name or company". */
export function PersonSearch({ value, onChange, ref }: PersonSearchProps) {
  return (
    <SearchLabel>
      {i18n._('Search by name or company')}
      <input
        ref={ref}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </SearchLabel>
  )
}
