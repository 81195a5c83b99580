import { useRef, useState } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { errorMessage, notify } from '@site/lib/notify'
import { useAction } from '@site/hooks/useAction'
import { Actions } from '@site/components/Actions'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { deleteFaq, updateFaq, type FaqBody } from '../api/faqs'
import { FaqForm } from './FaqForm'
import type { FaqDto } from '@contract/types'

const Item = styled.li`
  padding: 16px 18px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.paper};
  h4 {
    margin: 0 0 6px;
    font-size: 1.0625rem;
    color: ${theme.colors.ink};
  }
  p {
    margin: 0;
    white-space: pre-line;
    color: ${theme.colors.inkMuted};
  }
  small {
    display: block;
    margin: 10px 0;
    font-weight: 600;
    color: ${theme.colors.inkMuted};
  }
`

export interface FaqItemProps {
  faq: FaqDto
  first: boolean
  last: boolean
  /** A move request in flight anywhere in the list disables every move button. */
  moving: boolean
  onMove: (delta: -1 | 1) => void
  /** Re-fetches the list after an edit or a deletion. */
  onChanged: () => Promise<unknown>
}

/** One FAQ in the dashboard: its text, then Edit (inline), Move up/down and Delete. */
export function FaqItem({ faq, first, last, moving, onMove, onChanged }: FaqItemProps) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const item = useRef<HTMLLIElement>(null)

  const closeEditor = () => {
    setEditing(false)
    // Back to the button that opened the form, once it is rendered again.
    requestAnimationFrame(() => editButton.current?.focus())
  }

  const save = async (values: FaqBody) => {
    try {
      await updateFaq(faq.id, values)
      notify.success(i18n._('FAQ updated successfully'))
      await onChanged()
      closeEditor()
      return false
    } catch (cause) {
      notify.error(i18n._('Failed to update FAQ'), errorMessage(cause, i18n._('Failed to update FAQ')))
      return false
    }
  }

  const remove = useAction(async () => {
    try {
      await deleteFaq(faq.id)
      notify.success(i18n._('FAQ deleted successfully'))
      focusAfterRemoval(item.current)
      await onChanged()
    } catch (cause) {
      notify.error(i18n._('Failed to delete FAQ'), errorMessage(cause, i18n._('Failed to delete FAQ')))
    }
  })

  if (editing) {
    return (
      <Item data-faq-id={String(faq.id)}>
        <FaqForm
          name={i18n._('Edit FAQ: {question}', { question: faq.question })}
          defaultValues={{ question: faq.question, answer: faq.answer, order: faq.order }}
          submitLabel={i18n._('Save FAQ')}
          pendingLabel={i18n._('Saving...')}
          onSave={save}
          onCancel={closeEditor}
        />
      </Item>
    )
  }

  return (
    <Item ref={item} data-faq-id={String(faq.id)}>
      <h4>{faq.question}</h4>
      <p>{faq.answer}</p>
      <small>{i18n._('Order: {order}', { order: faq.order })}</small>
      <Actions>
        <Button
          ref={editButton}
          $size="sm"
          $variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={i18n._('Edit {question}', { question: faq.question })}
        >
          {i18n._('Edit')}
        </Button>
        <Button
          $size="sm"
          $variant="secondary"
          data-move="up"
          onClick={() => onMove(-1)}
          disabled={first || moving}
          aria-label={i18n._('Move up {question}', { question: faq.question })}
        >
          {i18n._('Move up')}
        </Button>
        <Button
          $size="sm"
          $variant="secondary"
          data-move="down"
          onClick={() => onMove(1)}
          disabled={last || moving}
          aria-label={i18n._('Move down {question}', { question: faq.question })}
        >
          {i18n._('Move down')}
        </Button>
        <DeleteIconButton
          label={i18n._('Delete FAQ {question}', { question: faq.question })}
          pendingLabel={i18n._('Deleting...')}
          pending={remove.pending}
          onClick={() => setConfirming(true)}
        />
      </Actions>
      {confirming && (
        <ConfirmDialog
          message={i18n._('Are you sure you want to delete this FAQ?')}
          detail={faq.question}
          confirmLabel={i18n._('Delete')}
          dismissLabel={i18n._('Cancel')}
          pendingLabel={i18n._('Deleting...')}
          onConfirm={remove.run}
          onClose={() => setConfirming(false)}
        />
      )}
    </Item>
  )
}
