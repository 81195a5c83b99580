import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { seriesSchema, type SeriesInput } from '@contract/recurrence'
import { Button } from '@site/components/Button'
import { Dialog, DialogActions } from '@site/components/Dialog'
import { SelectField, TextField } from '@site/components/FormField'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { repeatEvent } from '../api/dashboardEvents'
import type { EventDto } from '@contract/types'

/**
 * "Repeat…": new nights after this one, weekly, every two weeks or monthly (the same nth weekday),
 * 1 to 12 of them, saved as drafts; `onRepeated` opens the first of them in the editor.
 */
export function RepeatDialog({
  event,
  onClose,
  onRepeated,
}: {
  event: EventDto
  onClose: () => void
  onRepeated: (first: EventDto) => void
}) {
  const refreshEvents = useRefreshEvents()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SeriesInput>({ resolver: zodResolver(seriesSchema), defaultValues: { pattern: 'weekly', count: 4 } })

  const onSubmit = async (values: SeriesInput) => {
    try {
      const made = await repeatEvent(event.id, values)
      notify.success(
        i18n._('{count, plural, one {# draft night added} other {# draft nights added}}', { count: made.length }),
        undefined,
        { intoNextDialog: true },
      )
      await refreshEvents()
      onClose()
      if (made[0]) onRepeated(made[0])
    } catch (cause) {
      notify.error(i18n._('Failed to repeat event'), errorDetail(cause))
    }
  }

  return (
    <Dialog title={i18n._('Repeat event')} description={event.name} onClose={onClose} busy={isSubmitting} width="sm">
      <form onSubmit={(submit) => void handleSubmit(onSubmit)(submit)} noValidate>
        <SelectField label={i18n._('How often')} error={errors.pattern?.message} {...register('pattern')}>
          <option value="weekly">{i18n._('Every week')}</option>
          <option value="biweekly">{i18n._('Every two weeks')}</option>
          <option value="monthly">{i18n._('Every month (same weekday)')}</option>
        </SelectField>
        <TextField
          label={i18n._('How many new nights')}
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          hint={i18n._(
            '1 to 12, after this one; each is its own event with its own registrations, a draft until you publish it.',
          )}
          error={errors.count?.message}
          {...register('count', { valueAsNumber: true })}
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {i18n._('Cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? i18n._('Repeating...') : i18n._('Repeat')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
