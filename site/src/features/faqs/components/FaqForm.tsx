import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { TextAreaField, TextField } from '@site/components/FormField'
import { faqSchema, type FaqInput } from '@contract/index'
import { Actions } from '@site/components/Actions'
import type { FaqBody } from '../api/faqs'

/**
 * The contract's texts this form's schema can show (contract/messages.ts), marked for the site's
 * catalogue: FormField translates the error it shows.
 */
export const faqValidationMessages = [
  /*i18n*/ 'Question is required',
  /*i18n*/ 'Answer is required',
  /*i18n*/ 'Display order must be a whole number',
]

const OrderField = styled.div`
  max-width: 180px;
`

export interface FaqFormProps {
  /** The form's accessible name ("Add New FAQ", "Edit FAQ"). */
  name: string
  defaultValues: FaqBody
  submitLabel: string
  pendingLabel: string
  /** Resolves true when saved: an add form then empties itself. */
  onSave: (values: FaqBody) => Promise<boolean>
  onCancel?: () => void
}

/** Question, Answer and Display Order, validated with the contract's schema (as the server). */
export function FaqForm({ name, defaultValues, submitLabel, pendingLabel, onSave, onCancel }: FaqFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput, unknown, FaqBody>({ resolver: zodResolver(faqSchema), defaultValues })

  const onSubmit = async (values: FaqBody) => {
    if (await onSave(values)) reset()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={name}>
      <TextField label={i18n._('Question')} error={errors.question?.message} {...register('question')} />
      <TextAreaField label={i18n._('Answer')} rows={4} error={errors.answer?.message} {...register('answer')} />
      <OrderField>
        <TextField
          label={i18n._('Display Order')}
          type="number"
          step={1}
          inputMode="numeric"
          error={errors.order?.message}
          {...register('order', { valueAsNumber: true })}
        />
      </OrderField>
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {i18n._('Cancel')}
          </Button>
        )}
      </Actions>
    </form>
  )
}
