import { useState } from 'react'
import { NETWORKING_OFF, type NetworkingSettings } from '@contract/networking'
import { ApiError } from '@site/lib/api'
import { notify, errorDetail, errorMessage } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { InvalidDateTimeError } from '../lib/zonedDateTime'
import { makersTags } from '../lib/makersTags'
import {
  changeEmailsRegistrants,
  eventFormFields,
  formToEventBody,
  unreadableDateFields,
  type EventBodyDto,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/eventForm'
import { createEvent, updateEvent, updateFollowing } from '../api/dashboardEvents'
import type { UseFormSetError } from 'react-hook-form'
import type { QuestionInput } from '@contract/questions'
import type { EventDto, Id } from '@contract/types'

/**
 * What the event form sends beside its fields (questions, "Who to meet", draft, "this and
 * following"), and the save itself: the question to registrants before an edit that emails them,
 * the request, and the server's errors put on the fields they name.
 */
export function useEventSave(event: EventDto | null, setError: UseFormSetError<EventFormValues>, onSaved: (id: Id) => void) {
  const refreshEvents = useRefreshEvents()
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

  const submit = async (values: EventFormOutput) => {
    let body
    try {
      body = formToEventBody(values)
    } catch (cause) {
      if (!(cause instanceof InvalidDateTimeError)) throw cause
      console.error(cause)
      // Marked on the field as well as in the toast, with focus on the first one to fix.
      // The field's message is translated where FormField shows it.
      for (const name of unreadableDateFields(values))
        setError(name, { message: /*i18n*/ 'Error processing dates' }, { shouldFocus: true })
      notify.error(i18n._('Error processing dates'))
      return
    }
    if (event && event.registeredCount > 0 && changeEmailsRegistrants(event, body)) {
      setAsking(body)
      return
    }
    await save(body)
  }

  /**
   * Sends the night (editing with "following", the series from it on) and answers its id. A new
   * night without questions sends none; an edit always sends the list (it may have emptied it).
   */
  const write = async (body: EventBodyDto): Promise<Id> => {
    if (!event) return (await createEvent(questions.length ? { ...body, questions } : body)).id
    if (following) await updateFollowing(event.id, { ...body, questions })
    else await updateEvent(event.id, { ...body, questions })
    return event.id
  }

  const save = async (details: EventBodyDto) => {
    setQuestionsError(undefined)
    setDraftError(undefined)
    setNetworkingError(undefined)
    // Left out, the status stays as it is (a new night is published).
    // "Who to meet" goes only when it is or was on: left out, it stays as it is (off on a new night).
    // Switched on with every tag taken away: the makers' list in the host's language, as switching
    // it on gives, not the English the `/api` fills in for a client that sends none.
    const sent = networking.enabled && networking.tags.length === 0 ? { ...networking, tags: makersTags() } : networking
    const withNetworking = networking.enabled || event?.networking?.enabled ? { ...details, networking: sent } : details
    const body: EventBodyDto = draft ? { ...withNetworking, status: 'draft' } : withNetworking
    try {
      const savedId = await write(body)
      notify.success(
        event ? i18n._('Event updated successfully') : draft ? i18n._('Draft saved') : i18n._('Event created successfully'),
      )
      await refreshEvents()
      onSaved(savedId)
    } catch (cause) {
      const title = event ? i18n._('Failed to update event') : i18n._('Failed to create event')
      // The server names the field it refused (`status`: the night has people), whatever the language.
      if (cause instanceof ApiError && cause.status === 409 && cause.errors?.status) setDraftError(cause.errors.status)
      else if (cause instanceof ApiError && (cause.status === 409 || cause.errors?.questions))
        setQuestionsError(cause.errors?.questions ?? errorMessage(cause, title))
      if (cause instanceof ApiError && cause.errors) {
        for (const [field, message] of Object.entries(cause.errors)) {
          const name = field.startsWith('coordinates') ? (field.endsWith('lng') ? 'lng' : 'lat') : field
          if ((eventFormFields as string[]).includes(name)) setError(name as keyof EventFormValues, { message })
          else if (field.startsWith('networking')) setNetworkingError(message)
        }
      }
      notify.error(title, errorDetail(cause))
    }
  }

  return {
    submit,
    save,
    /** The edit waiting for "Save and email". */
    asking,
    keepEditing: () => setAsking(null),
    questions: { value: questions, onChange: setQuestions, error: questionsError },
    networking: { value: networking, onChange: setNetworking, error: networkingError },
    draft: { checked: draft, onChange: setDraft, error: draftError },
    following: { checked: following, onChange: setFollowing },
  }
}
