import { useFormContext } from 'react-hook-form'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { CheckboxField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { theme } from '@site/config/theme'
import { offersDraft, type EventFormValues } from '../lib/eventForm'
import type { EventDto } from '@contract/types'

const DraftNote = styled.p`
  margin: 0 0 18px;
  color: ${theme.colors.inkMuted};
`

interface Choice {
  checked: boolean
  onChange: (checked: boolean) => void
}

export interface EventSaveOptionsProps {
  /** The event being edited; null for a new one. */
  event: EventDto | null
  draft: Choice & { error?: string }
  following: Choice
}

/**
 * The choices at the foot of the event form: reminders, "Save as draft" (or the note that it is
 * one) and, for a night of a series, "this and following". Cells of the form's FormGrid.
 */
export function EventSaveOptions({ event, draft, following }: EventSaveOptionsProps) {
  const { register } = useFormContext<EventFormValues>()
  return (
    <>
      <div data-span="2">
        <CheckboxField
          label={i18n._('Email reminders to registrants 24 hours and 2 hours before the start')}
          {...register('remindersEnabled')}
        />
      </div>
      <div data-span="2">
        {offersDraft(event) ? (
          <CheckboxField
            label={i18n._('Save as draft (only your team sees it)')}
            checked={draft.checked}
            onChange={(change) => draft.onChange(change.currentTarget.checked)}
          />
        ) : (
          event?.status === 'draft' && (
            <DraftNote>{i18n._('Draft: only your team sees it. Publish it from the events list when it is ready.')}</DraftNote>
          )
        )}
        {draft.error && <Alert tone="error">{draft.error}</Alert>}
      </div>
      {event?.seriesId && (
        <div data-span="2">
          <CheckboxField
            label={i18n._('Also change the later nights of this series (their people, questions and banners stay)')}
            checked={following.checked}
            onChange={(change) => following.onChange(change.currentTarget.checked)}
          />
        </div>
      )}
    </>
  )
}
