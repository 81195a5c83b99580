import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { Button } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { i18n } from '@site/i18n/i18n'
import { TextField } from '@site/components/FormField'
import { SectionHeader } from '@site/components/SectionHeader'
import { useSettings } from '@site/hooks/useSettings'
import { SETTINGS_KEY } from '@site/lib/settingsKey'
import { notify, errorDetail } from '@site/lib/notify'
import { RETENTION_DAYS, retentionSchema, type RetentionInput } from '@contract/privacy'
import { updateRetention } from '../api/retention'

/** The contract's text the schema shows (contract/messages.ts), marked for the catalogue: FormField translates it. */
export const retentionValidationMessages = [/*i18n*/ 'Keep personal data for a whole number of days from 30 to 3650']

const Narrow = styled(Card)`
  max-width: 520px;
`

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** The master admin's retention period: how long a night's people are kept after it ends. */
export function PrivacyTab() {
  const { settings } = useSettings()
  const { mutate } = useSWRConfig()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RetentionInput>({
    resolver: zodResolver(retentionSchema),
    defaultValues: { retentionDays: settings?.retentionDays ?? RETENTION_DAYS.default },
  })
  const stored = settings?.retentionDays
  useEffect(() => {
    if (stored !== undefined) reset({ retentionDays: stored })
  }, [stored, reset])

  const onSubmit = async (body: RetentionInput) => {
    try {
      const saved = await updateRetention(body)
      await mutate(SETTINGS_KEY, saved, { revalidate: false })
      notify.success(i18n._('Retention period saved'))
    } catch (cause) {
      notify.error(i18n._('Failed to save the retention period'), errorDetail(cause))
    }
  }

  return (
    <>
      <SectionHeader>
        <h2>{i18n._('Privacy')}</h2>
      </SectionHeader>
      <Narrow>
        <Lead>
          {i18n._(
            'Once a night has been over this many days, its attendees are anonymised: names, emails and companies are removed; counts and check-ins stay for the reports. Older contact messages and emails are deleted too.',
          )}
        </Lead>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={i18n._('Retention period')}>
          <TextField
            label={i18n._('Keep personal data for (days)')}
            type="number"
            inputMode="numeric"
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            step={1}
            hint={i18n._('At least {count, plural, one {# day} other {# days}}.', { count: RETENTION_DAYS.min })}
            error={errors.retentionDays?.message}
            {...register('retentionDays', { valueAsNumber: true })}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? i18n._('Saving...') : i18n._('Save')}
          </Button>
        </form>
      </Narrow>
    </>
  )
}
