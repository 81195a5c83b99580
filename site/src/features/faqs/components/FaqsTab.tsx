import { useRef } from 'react'
import styled from 'styled-components'
import { Card } from '@site/components/Card'
import { i18n } from '@site/i18n/i18n'
import { errorMessage, notify } from '@site/lib/notify'
import { useAction } from '@site/hooks/useAction'
import { CardHeading } from '@site/components/CardHeading'
import { ListStatus } from '@site/components/ListStatus'
import { SectionHeader } from '@site/components/SectionHeader'
import { Stack } from '@site/components/Stack'
import { moveFaq } from '../lib/faqOrder'
import { createFaq, updateFaq, useFaqs, type FaqBody } from '../api/faqs'
import { FaqItem } from './FaqItem'
import { FaqForm } from './FaqForm'
import type { CurrentUser, FaqDto, Id } from '@contract/types'

const Narrow = styled.div`
  max-width: 640px;
`

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`

/** "Add New FAQ" and the FAQ list in display order, each editable, movable and deletable. MASTER_ADMIN only. */
export function FaqsTab({ user }: { user: CurrentUser }) {
  if (user.role !== 'MASTER_ADMIN') return null
  return (
    <>
      <SectionHeader>
        <h2>{i18n._('FAQs')}</h2>
      </SectionHeader>
      <Stack>
        <AddFaqCard />
        <FaqListCard />
      </Stack>
    </>
  )
}

function AddFaqCard() {
  const { mutate } = useFaqs()
  const add = async (values: FaqBody) => {
    try {
      await createFaq(values)
      notify.success(i18n._('FAQ added successfully'))
      await mutate()
      return true
    } catch (cause) {
      notify.error(i18n._('Failed to add FAQ'), errorMessage(cause, i18n._('Failed to create FAQ')))
      return false
    }
  }
  return (
    <Card>
      <CardHeading>{i18n._('Add New FAQ')}</CardHeading>
      <Narrow>
        <FaqForm
          name={i18n._('Add New FAQ')}
          defaultValues={{ question: '', answer: '', order: 0 }}
          submitLabel={i18n._('Add FAQ')}
          pendingLabel={i18n._('Adding...')}
          onSave={add}
        />
      </Narrow>
    </Card>
  )
}

/** Keeps focus on the moved FAQ: its same Move button, or the other one at the list's end. */
function focusMoved(list: HTMLElement | null, id: Id, delta: -1 | 1) {
  const items = Array.from(list?.querySelectorAll<HTMLElement>('[data-faq-id]') ?? [])
  const item = items.find((element) => element.dataset.faqId === String(id))
  const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'up' : 'down'}"]`)
  const other = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'down' : 'up'}"]`)
  ;(same && !same.disabled ? same : other)?.focus()
}

function FaqListCard() {
  const query = useFaqs()
  const list = useRef<HTMLDivElement>(null)

  const move = useAction(async (faqs: FaqDto[], index: number, delta: -1 | 1) => {
    try {
      await Promise.all(
        moveFaq(faqs, index, delta).map(({ id, question, answer, order }) => updateFaq(id, { question, answer, order })),
      )
      notify.success(i18n._('FAQ order updated'))
    } catch (cause) {
      notify.error(i18n._('Failed to reorder FAQs'), errorMessage(cause, i18n._('Failed to update FAQ')))
    }
    // The server's list is the truth, also after a half-done move.
    await query.mutate()
    // After the refreshed list is drawn (the next frame).
    const id = faqs[index].id
    requestAnimationFrame(() => focusMoved(list.current, id, delta))
  })

  return (
    <Card>
      <CardHeading>{i18n._('FAQs')}</CardHeading>
      <div ref={list}>
        <ListStatus
          query={query}
          loadingLabel={i18n._('Loading FAQs...')}
          errorText={i18n._('Error loading FAQs')}
          emptyText={i18n._('No FAQs added yet')}
        >
          {(faqs) => (
            <List>
              {faqs.map((faq, index) => (
                <FaqItem
                  key={faq.id}
                  faq={faq}
                  first={index === 0}
                  last={index === faqs.length - 1}
                  moving={move.pending}
                  onMove={(delta) => void move.run(faqs, index, delta)}
                  onChanged={() => query.mutate()}
                />
              ))}
            </List>
          )}
        </ListStatus>
      </div>
    </Card>
  )
}
