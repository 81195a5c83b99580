import { useId, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@site/components/Button'
import { TextAreaField, TextField } from '@site/components/FormField'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Dialog } from '@site/components/Dialog'
import { ImageUploadField } from '@site/components/ImageUploadField'
import { FormGrid } from '@site/components/FormGrid'
import { emptyEventForm, eventFormSchema, eventToForm, type EventFormOutput, type EventFormValues } from '../lib/eventForm'
import { useEventSave } from '../hooks/useEventSave'
import { TeamSection } from './TeamSection'
import { QuestionsEditor } from './QuestionsEditor'
import { NetworkingSettingsField } from './NetworkingSettingsField'
import { EventTimeFields } from './EventTimeFields'
import { EventPlaceFields } from './EventPlaceFields'
import { EventSaveOptions } from './EventSaveOptions'
import type { EventDto, Id } from '@contract/types'

/** "Email the 2 registrants about this change?" (issue 29, item 12). */
const emailQuestion = (count: number) => `Email the ${count} ${count === 1 ? 'registrant' : 'registrants'} about this change?`

export interface EventFormDialogProps {
  /** The event being edited; null creates a new one. */
  event: EventDto | null
  onClose: () => void
  /** Saved: the night's id, for the list to show it (it closes the dialog too). */
  onSaved?: (id: Id) => void
}

/** Create or edit an event. Dates are entered as wall-clock times in the event's zone. */
export function EventFormDialog({ event, onClose, onSaved }: EventFormDialogProps) {
  const editing = event !== null
  const [uploading, setUploading] = useState(false)
  const formId = useId()
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: editing ? eventToForm(event) : emptyEventForm(),
  })
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting: pending },
  } = form
  const { submit, save, asking, keepEditing, questions, networking, draft, following } = useEventSave(
    event,
    form.setError,
    (id) => {
      onClose()
      onSaved?.(id)
    },
  )

  return (
    <Dialog
      title={editing ? 'Edit Event' : 'Create Event'}
      onClose={onClose}
      busy={pending || asking !== null}
      width="lg"
      // Below the scrolling form, never over it (issue 54): the submit button names its form.
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending || uploading}>
            {pending ? 'Saving...' : editing ? 'Update Event' : draft.checked ? 'Save Draft' : 'Create Event'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={handleSubmit(submit)}>
          <FormGrid>
            <div data-span="2">
              <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
            </div>
            <div data-span="2">
              <TextAreaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
            </div>
            <EventTimeFields />
            <EventPlaceFields />
            <div data-span="2">
              <Controller
                control={control}
                name="imageUrl"
                render={({ field }) => (
                  <ImageUploadField
                    label="Event image"
                    optional
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={errors.imageUrl?.message}
                    failureTitle="Image upload failed"
                    failureDescription="Failed to upload image"
                    previewAlt="Event image preview"
                    onPendingChange={setUploading}
                    shape="banner"
                  />
                )}
              />
            </div>
            <div data-span="2">
              <TextField
                label="LinkedIn post URL"
                type="url"
                optional
                error={errors.linkedinPostUrl?.message}
                {...register('linkedinPostUrl')}
              />
            </div>
            <div data-span="2">
              <QuestionsEditor questions={questions.value} onChange={questions.onChange} error={questions.error} />
            </div>
            <div data-span="2">
              <NetworkingSettingsField {...networking} />
            </div>
            <EventSaveOptions event={event} draft={draft} following={following} />
          </FormGrid>
        </form>
      </FormProvider>
      {editing && <TeamSection event={event} />}
      {asking && editing && (
        <ConfirmDialog
          message={emailQuestion(event.registeredCount)}
          detail="Saving sends each of them the new details and an updated calendar entry."
          confirmLabel="Save and email"
          pendingLabel="Saving..."
          dismissLabel="Keep editing"
          danger={false}
          onConfirm={() => save(asking)}
          onClose={keepEditing}
        />
      )}
    </Dialog>
  )
}
