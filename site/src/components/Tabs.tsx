import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { theme } from '@site/config/theme'

export interface TabItem<Id extends string> {
  id: Id
  label: ReactNode
}

export interface TabsProps<Id extends string> {
  /** Prefix of the tab and panel element ids; one per tab list on the page. */
  idPrefix: string
  label: string
  items: readonly TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  variant?: 'primary' | 'secondary'
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`

const List = styled.div<{ $variant: 'primary' | 'secondary' }>`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          /* Every tab stays in sight on a phone: the pills wrap onto more rows instead of
             scrolling out of view with no hint that more exist. */
          flex-wrap: wrap;
          padding: 4px;
          margin-bottom: 24px;
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.pill};
          box-shadow: ${theme.shadow.card};
          @media (max-width: ${theme.breakpoints.sm}) {
            border-radius: ${theme.radius.lg};
          }
        `
      : css`
          margin-bottom: 16px;
          border-bottom: 2px solid ${theme.colors.border};
        `}
`

const Tab = styled.button<{ $variant: 'primary' | 'secondary' }>`
  flex: none;
  padding: 9px 16px;
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${theme.colors.inkMuted};
  background: transparent;
  border: none;
  cursor: pointer;
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          border-radius: ${theme.radius.pill};
          &[aria-selected='true'] {
            background: ${theme.colors.brandFill};
            color: ${theme.colors.onBrand};
          }
          &:hover:not([aria-selected='true']) {
            background: ${theme.colors.paper};
            color: ${theme.colors.ink};
          }
        `
      : css`
          margin-bottom: -2px;
          border-bottom: 3px solid transparent;
          &[aria-selected='true'] {
            color: ${theme.colors.brand};
            border-bottom-color: ${theme.colors.accent};
          }
          &:hover:not([aria-selected='true']) {
            color: ${theme.colors.ink};
          }
        `}
`

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string>({ idPrefix, label, items, selected, onSelect, variant = 'primary' }: TabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected)
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const id = items[next].id
    onSelect(id)
    refs.current.get(id)?.focus()
  }

  return (
    <List role="tablist" aria-label={label} $variant={variant} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <Tab
          key={item.id}
          ref={(node) => {
            if (node) refs.current.set(item.id, node)
            else refs.current.delete(item.id)
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, item.id)}
          aria-selected={item.id === selected}
          aria-controls={panelId(idPrefix, item.id)}
          tabIndex={item.id === selected ? 0 : -1}
          $variant={variant}
          onClick={() => onSelect(item.id)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  )
}

/** The panel of the selected tab (only the selected one is rendered). */
export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0}>
      {children}
    </div>
  )
}
