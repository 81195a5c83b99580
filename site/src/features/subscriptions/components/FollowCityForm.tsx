import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { BotGuard, botGuardFields, useBotGuard } from '@site/components/BotGuard'
import { Button } from '@site/components/Button'
import { Card, CardTitle } from '@site/components/Card'
import { SelectField, TextField } from '@site/components/FormField'
import { ApiError } from '@site/lib/api'
import { lazyResolver } from '@site/lib/lazyResolver'
import { errorMessage } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { requestSubscription } from '../api/requestSubscription'
import { distinctCities } from '../lib/distinctCities'
import type { SubscriptionInput } from '@contract/subscriptions'

/** The event page follows its own city; the home page offers the cities of the nights it lists. */
export type FollowCityFormProps = { city: string; cities?: never } | { cities: readonly string[]; city?: never }

const Layout = styled.div`
  display: grid;
  gap: 8px 32px;
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  }
`

const Lead = styled.p`
  margin: 0 0 8px;
  color: ${theme.colors.inkMuted};
`

/** The server's answer, inside a status region that is always in the page so screen readers announce it. */
const Sent = styled.p`
  margin: 16px 0 0;
  padding: 14px 18px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.successBorder};
  background: ${theme.colors.successSurface};
  color: ${theme.colors.success};
  font-weight: 600;
`

const Failure = styled.div`
  margin-top: 16px;
`

const heading = (city: string | undefined) =>
  city ? i18n._('Get notified about new nights in {city}', { city }) : i18n._('Follow a city')

/**
 * "Get notified about new nights in {city}": an address and a city for `POST /api/subscriptions`.
 * The server's answer stays under the form (docs/decisions.md, "Errors and confirmations
 * stay"), field errors at their fields, any other refusal (the bot guard's "submit again", too
 * many requests) in an alert under it.
 */
export function FollowCityForm({ city, cities }: FollowCityFormProps) {
  const headingId = useId()
  const choices = useMemo(() => distinctCities(cities ?? []), [cities])
  const guard = useBotGuard()
  const [answer, setAnswer] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The rules (zod) load at the form's first focus: the pages that offer it run none while drawn.
  const rules = useMemo(
    () =>
      lazyResolver<SubscriptionInput, SubscriptionInput>(() =>
        import('../lib/subscriptionResolver').then((module) => module.subscriptionResolver),
      ),
    [],
  )
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionInput>({
    resolver: rules.resolver,
    defaultValues: { email: '', city: city ?? choices[0] ?? '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null)
    setFailure(null)
    try {
      const sent = await requestSubscription({
        email: values.email,
        city: city ?? values.city,
        ...(await botGuardFields(guard)),
      })
      setAnswer(sent.message)
    } catch (error) {
      const { email: emailError, city: cityError } = error instanceof ApiError ? (error.errors ?? {}) : {}
      if (emailError) setError('email', { message: emailError }, { shouldFocus: true })
      if (cityError && !city) setError('city', { message: cityError }, { shouldFocus: !emailError })
      // The event page has no city field to mark; a refusal without field errors is said under the form.
      const unmarked = city ? cityError : undefined
      if (unmarked) setFailure(unmarked)
      else if (!emailError && !cityError)
        setFailure(errorMessage(error, i18n._('Could not send your request. Please try again.')))
    }
  })

  return (
    <Card aria-labelledby={headingId}>
      <Layout>
        <div>
          <CardTitle id={headingId}>{heading(city)}</CardTitle>
          <Lead>
            {i18n._('One email when a new night is announced, and a link in it to stop them. We ask you to confirm first.')}
          </Lead>
        </div>
        <form onSubmit={onSubmit} onFocus={rules.warm} noValidate>
          <BotGuard guard={guard} />
          {!city && (
            <SelectField label={i18n._('Get notified about new nights in')} error={errors.city?.message} {...register('city')}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label={i18n._('Your email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" $fullWidth disabled={isSubmitting}>
            {isSubmitting ? i18n._('Sending...') : i18n._('Notify me')}
          </Button>
          <div role="status">{answer && <Sent>{answer}</Sent>}</div>
          {failure && (
            <Failure>
              <Alert tone="error">{failure}</Alert>
            </Failure>
          )}
        </form>
      </Layout>
    </Card>
  )
}
