import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { TextAreaField, TextField } from '../../../components/FormField'
import { errorMessage, notify } from '../../../lib/notify'
import { faqSchema, type FaqInput } from '../../../../../contract'
import type { CurrentUser } from '../../../../../contract/types'
import { createFaq, useFaqs } from '../api/faqs'
import { CardHeading, ListStatus, SectionHeader, Stack } from './ui'

type FaqFormOutput = { question: string; answer: string; order: number }

const Narrow = styled.div`
  max-width: 640px;
`

const OrderField = styled.div`
  max-width: 180px;
`

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`

const Item = styled.li`
  padding: 16px 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.paper};
  h4 {
    margin: 0 0 6px;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: 0;
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  small {
    display: block;
    margin-top: 10px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

/** "Add New FAQ" and the FAQ list in display order. MASTER_ADMIN only. */
export function FaqsTab({ user }: { user: CurrentUser }) {
  if (user.role !== 'MASTER_ADMIN') return null
  return (
    <>
      <SectionHeader>
        <h2>FAQs</h2>
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput, unknown, FaqFormOutput>({
    resolver: zodResolver(faqSchema),
    defaultValues: { question: '', answer: '', order: 0 },
  })

  const onSubmit = async (values: FaqFormOutput) => {
    try {
      await createFaq(values)
      notify.success('FAQ added successfully')
      reset()
      await mutate()
    } catch (cause) {
      notify.error('Failed to add FAQ', errorMessage(cause, 'Failed to create FAQ'))
    }
  }

  return (
    <Card>
      <CardHeading>Add New FAQ</CardHeading>
      <Narrow>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Add New FAQ">
          <TextField label="Question" error={errors.question?.message} {...register('question')} />
          <TextAreaField label="Answer" rows={4} error={errors.answer?.message} {...register('answer')} />
          <OrderField>
            <TextField
              label="Display Order"
              type="number"
              step={1}
              inputMode="numeric"
              error={errors.order?.message}
              {...register('order', { valueAsNumber: true })}
            />
          </OrderField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add FAQ'}
          </Button>
        </form>
      </Narrow>
    </Card>
  )
}

function FaqListCard() {
  const query = useFaqs()
  return (
    <Card>
      <CardHeading>FAQs</CardHeading>
      <ListStatus query={query} loadingLabel="Loading FAQs..." errorText="Error loading FAQs" emptyText="No FAQs added yet">
        {(faqs) => (
          <List>
            {faqs.map((faq) => (
              <Item key={faq.id}>
                <h4>{faq.question}</h4>
                <p>{faq.answer}</p>
                <small>Order: {faq.order}</small>
              </Item>
            ))}
          </List>
        )}
      </ListStatus>
    </Card>
  )
}
