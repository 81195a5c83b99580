import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { Button } from '@site/components/Button'
import { CheckboxField, TextAreaField, TextField } from '@site/components/FormField'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { ApiError } from '@site/lib/api'
import { notify } from '@site/lib/notify'
import { theme } from '@site/config/theme'
import { Dialog, DialogActions } from '@site/components/Dialog'
import { ImageUploadField } from '@site/components/ImageUploadField'
import { FormGrid } from '@site/components/FormGrid'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { NETWORKING_OFF, type NetworkingSettings } from '@contract/networking'
import { InvalidDateTimeError } from '../lib/zonedDateTime'
import {
  changeEmailsRegistrants,
  emptyEventForm,
  eventFormFields,
  eventFormSchema,
  eventToForm,
  formToEventBody,
  offersDraft,
  PAST_START_WARNING,
  startsInPast,
  unreadableDateFields,
  wallClockPlusHours,
  type EventBodyDto,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/eventForm'
import { createEvent, updateEvent, updateFollowing } from '../api/dashboardEvents'
import { LocateFromAddress } from './LocateFromAddress'
import { TeamSection } from './TeamSection'
import { QuestionsEditor } from './QuestionsEditor'
import { TimezoneField } from './TimezoneField'
import { NetworkingSettingsField } from './NetworkingSettingsField'
import type { QuestionInput } from '@contract/questions'
import type { EventDto } from '@contract/types'

const PinDisclosure = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    color: ${theme.colors.brand};
    cursor: pointer;
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 0 16px;
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.inkMuted};
  }
`

/** "Email the 2 registrants about this change?" (issue 29, item 12). */
const emailQuestion = (count: number) => `Email the ${count} ${count === 1 ? 'registrant' : 'registrants'} about this change?`

const DraftNote = styled.p`
  margin: 0 0 18px;
  color: ${theme.colors.inkMuted};
`

export interface EventFormDialogProps {
  /** The event being edited; null creates a new one. */
  event: EventDto | null
  onClose: () => void
}

/** Create or edit an event. Dates are entered as wall-clock times in the event's zone. */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const editing = event !== null
  const refreshEvents = useRefreshEvents()
  const [uploading, setUploading] = useState(false)
  const [questions, setQuestions] = useState<QuestionInput[]>(() => event?.questions ?? [])
  const [questionsError, setQuestionsError] = useState<string | undefined>()
  const [networking, setNetworking] = useState<NetworkingSettings>(() => event?.networking ?? NETWORKING_OFF)
  const [networkingError, setNetworkingError] = useState<string | undefined>()
  // A night of a series may carry its changes to the later nights ("Edit this and following").
  const [following, setFollowing] = useState(false)
  // "Save as draft": only the event's team sees it until it is published from the list.
  const [draft, setDraft] = useState(false)
  const [draftError, setDraftError] = useState<string | undefined>()
  // An edit registrants will hear about waits here for "Email the N registrants...?".
  const [asking, setAsking] = useState<EventBodyDto | null>(null)
  const [pinOpen, setPinOpen] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: editing ? eventToForm(event) : emptyEventForm(),
  })

  const onSubmit = async (values: EventFormOutput) => {
    let body
    try {
      body = formToEventBody(values)
    } catch (cause) {
      if (!(cause instanceof InvalidDateTimeError)) throw cause
      console.error(cause)
      // Marked on the field as well as in the toast, with focus on the first one to fix.
      for (const name of unreadableDateFields(values))
        setError(name, { message: 'Error processing dates' }, { shouldFocus: true })
      notify.error('Error processing dates')
      return
    }
    if (editing && event.registeredCount > 0 && changeEmailsRegistrants(event, body)) {
      setAsking(body)
      return
    }
    await save(body)
  }

  const save = async (details: EventBodyDto) => {
    setQuestionsError(undefined)
    setDraftError(undefined)
    setNetworkingError(undefined)
    // Left out, the status stays as it is (a new night is published).
    // "Who to meet" goes only when it is or was on: left out, it stays as it is (off on a new night).
    const withNetworking = networking.enabled || event?.networking?.enabled ? { ...details, networking } : details
    const body: EventBodyDto = draft ? { ...withNetworking, status: 'draft' } : withNetworking
    try {
      // A new night without questions sends none; an edit always sends the list (it may have emptied it).
      if (editing && following) await updateFollowing(event.id, { ...body, questions })
      else if (editing) await updateEvent(event.id, { ...body, questions })
      else await createEvent(questions.length ? { ...body, questions } : body)
      notify.success(editing ? 'Event updated successfully' : draft ? 'Draft saved' : 'Event created successfully')
      await refreshEvents()
      onClose()
    } catch (cause) {
      const title = editing ? 'Failed to update event' : 'Failed to create event'
      if (cause instanceof ApiError && cause.status === 409 && cause.message === messages.eventHasPeople)
        setDraftError(cause.message)
      else if (cause instanceof ApiError && (cause.status === 409 || cause.errors?.questions))
        setQuestionsError(cause.errors?.questions ?? cause.message)
      if (cause instanceof ApiError && cause.errors) {
        for (const [field, message] of Object.entries(cause.errors)) {
          const name = field.startsWith('coordinates') ? (field.endsWith('lng') ? 'lng' : 'lat') : field
          if ((eventFormFields as string[]).includes(name)) setError(name as keyof EventFormValues, { message })
          else if (field.startsWith('networking')) setNetworkingError(message)
        }
      }
      notify.error(title, cause instanceof Error ? cause.message : undefined)
    }
  }

  const pending = isSubmitting
  const [start, timezone] = useWatch({ control, name: ['date', 'timezone'] })
  const pastStart = startsInPast(start ?? '', timezone ?? '')
  const fieldError = (name: keyof EventFormValues) => errors[name]?.message

  return (
    <Dialog title={editing ? 'Edit Event' : 'Create Event'} onClose={onClose} busy={pending || asking !== null} width="lg">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormGrid>
          <div data-span="2">
            <TextField label="Name" autoComplete="off" error={fieldError('name')} {...register('name')} />
          </div>
          <div data-span="2">
            <TextAreaField label="Description" rows={4} error={fieldError('description')} {...register('description')} />
          </div>
          <TextField
            label="Start date and time"
            type="datetime-local"
            step={60}
            error={fieldError('date')}
            hint={pastStart ? <span role="status">{PAST_START_WARNING}</span> : undefined}
            {...register('date', {
              // A first-time host moves the start: the end follows to start + 3 h unless it is already after it.
              onChange: (change: { target: { value: string } }) => {
                const end = getValues('endDate')
                const start = change.target.value
                if (start && (!end || end <= start)) setValue('endDate', wallClockPlusHours(start, 3), { shouldDirty: true })
              },
            })}
          />
          <TextField
            label="End date and time"
            type="datetime-local"
            step={60}
            error={fieldError('endDate')}
            {...register('endDate')}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <TimezoneField
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError('timezone')}
              />
            )}
          />
          <TextField
            label="Max attendees"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            hint="0 means no limit."
            error={fieldError('maxAttendees')}
            {...register('maxAttendees', { valueAsNumber: true })}
          />
          <div data-span="2">
            <TextField label="Venue" error={fieldError('venue')} {...register('venue')} />
          </div>
          <div data-span="2">
            <TextField label="Street" autoComplete="street-address" error={fieldError('street')} {...register('street')} />
          </div>
          <TextField label="City" error={fieldError('city')} {...register('city')} />
          <TextField label="State/Province" error={fieldError('state')} {...register('state')} />
          <TextField label="Country" error={fieldError('country')} {...register('country')} />
          <LocateFromAddress
            address={() => ({
              city: getValues('city') ?? '',
              state: getValues('state') ?? '',
              country: getValues('country') ?? '',
            })}
            onFound={(place) => {
              setValue('lat', place.lat, { shouldDirty: true })
              setValue('lng', place.lng, { shouldDirty: true })
            }}
          />
          <div data-span="2">
            <PinDisclosure
              open={pinOpen || Boolean(errors.lat || errors.lng)}
              onToggle={(toggle) => setPinOpen(toggle.currentTarget.open)}
            >
              <summary>Set the map pin by hand</summary>
              <p>Leave both at 0 and the pin goes to the city when you save.</p>
              <div>
                <TextField
                  label="Latitude"
                  type="number"
                  step="any"
                  inputMode="decimal"
                  error={fieldError('lat')}
                  {...register('lat', { valueAsNumber: true })}
                />
                <TextField
                  label="Longitude"
                  type="number"
                  step="any"
                  inputMode="decimal"
                  error={fieldError('lng')}
                  {...register('lng', { valueAsNumber: true })}
                />
              </div>
            </PinDisclosure>
          </div>
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
                  error={fieldError('imageUrl')}
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
              error={fieldError('linkedinPostUrl')}
              {...register('linkedinPostUrl')}
            />
          </div>
          <div data-span="2">
            <QuestionsEditor questions={questions} onChange={setQuestions} error={questionsError} />
          </div>
          <div data-span="2">
            <NetworkingSettingsField value={networking} onChange={setNetworking} error={networkingError} />
          </div>
          <div data-span="2">
            <CheckboxField
              label="Email reminders to registrants 24 hours and 2 hours before the start"
              {...register('remindersEnabled')}
            />
          </div>
          <div data-span="2">
            {offersDraft(event) ? (
              <CheckboxField
                label="Save as draft (only your team sees it)"
                checked={draft}
                onChange={(change) => setDraft(change.currentTarget.checked)}
              />
            ) : (
              editing &&
              event.status === 'draft' && (
                <DraftNote>Draft: only your team sees it. Publish it from the events list when it is ready.</DraftNote>
              )
            )}
            {draftError && <Alert tone="error">{draftError}</Alert>}
          </div>
          {editing && event.seriesId && (
            <div data-span="2">
              <CheckboxField
                label="Also change the later nights of this series (their people, questions and banners stay)"
                checked={following}
                onChange={(change) => setFollowing(change.currentTarget.checked)}
              />
            </div>
          )}
        </FormGrid>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || uploading}>
            {pending ? 'Saving...' : editing ? 'Update Event' : draft ? 'Save Draft' : 'Create Event'}
          </Button>
        </DialogActions>
      </form>
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
          onClose={() => setAsking(null)}
        />
      )}
    </Dialog>
  )
}
