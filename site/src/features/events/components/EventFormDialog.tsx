import { useId, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@site/components/Button'
import { TextAreaField, TextField } from '@site/components/FormField'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Dialog } from '@site/components/Dialog'
import { ImageUploadField } from '@site/components/ImageUploadField'
import { FormGrid } from '@site/components/FormGrid'
import { i18n } from '@site/i18n/i18n'
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
const emailQuestion = (count: number) =>
  i18n._('{count, plural, one {Email the # registrant about this change?} other {Email the # registrants about this change?}}', {
    count,
  })

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
      title={editing ? i18n._('Edit Event') : i18n._('Create Event')}
      onClose={onClose}
      busy={pending || asking !== null}
      width="lg"
      // Below the scrolling form, never over it (issue 54): the submit button names its form.
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending || uploading}>
            {pending
              ? i18n._('Saving...')
              : editing
                ? i18n._('Update Event')
                : draft.checked
                  ? i18n._('Save Draft')
                  : i18n._('Create Event')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={handleSubmit(submit)}>
          <FormGrid>
            <div data-span="2">
              <TextField label={i18n._('Name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
            </div>
            <div data-span="2">
              <TextAreaField
                label={i18n._('Description')}
                rows={4}
                error={errors.description?.message}
                {...register('description')}
              />
            </div>
            <EventTimeFields />
            <EventPlaceFields />
            <div data-span="2">
              <Controller
                control={control}
                name="imageUrl"
                render={({ field }) => (
                  <ImageUploadField
                    label={i18n._('Event image')}
                    optional
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={errors.imageUrl?.message}
                    failureTitle={i18n._('Image upload failed')}
                    failureDescription={i18n._('Failed to upload image')}
                    previewAlt={i18n._('Event image preview')}
                    onPendingChange={setUploading}
                    shape="banner"
                  />
                )}
              />
            </div>
            <div data-span="2">
              <TextField
                label={i18n._('LinkedIn post URL')}
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
          detail={i18n._('Saving sends each of them the new details and an updated calendar entry.')}
          confirmLabel={i18n._('Save and email')}
          pendingLabel={i18n._('Saving...')}
          dismissLabel={i18n._('Keep editing')}
          danger={false}
          onConfirm={() => save(asking)}
          onClose={keepEditing}
        />
      )}
    </Dialog>
  )
}
