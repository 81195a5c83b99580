import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { PAST_START_WARNING, startsInPast, wallClockPlusHours, type EventFormValues } from '../lib/eventForm'
import { TimezoneField } from './TimezoneField'

/** The event form's start, end, time zone and capacity, as cells of its FormGrid. */
export function EventTimeFields() {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<EventFormValues>()
  const [start, timezone] = useWatch({ control, name: ['date', 'timezone'] })
  const pastStart = startsInPast(start ?? '', timezone ?? '')
  return (
    <>
      <TextField
        label={i18n._('Start date and time')}
        type="datetime-local"
        step={60}
        error={errors.date?.message}
        hint={pastStart ? <span role="status">{i18n._(PAST_START_WARNING)}</span> : undefined}
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
        label={i18n._('End date and time')}
        type="datetime-local"
        step={60}
        error={errors.endDate?.message}
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
            error={errors.timezone?.message}
          />
        )}
      />
      <TextField
        label={i18n._('Max attendees')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        hint={i18n._('0 means no limit.')}
        error={errors.maxAttendees?.message}
        {...register('maxAttendees', { valueAsNumber: true })}
      />
    </>
  )
}
