import styled from 'styled-components'
import { useFormContext, useWatch } from 'react-hook-form'
import { NETWORKING_LIMITS, type NetworkingProfileInput } from '@contract/networking'
import { theme } from '@site/config/theme'
import { CheckboxField, TextField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { TagChoices } from './TagChoices'

/** What every form holding a profile has: the profile under `networking` (the server's field names). */
export interface ProfileFormValues {
  networking?: NetworkingProfileInput | null
}

const Share = styled.fieldset`
  margin: 0 0 8px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 4px;
    padding: 0;
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  p {
    margin: 0 0 10px;
    font-size: 0.875rem;
    color: ${theme.colors.inkMuted};
  }
`

const Visibility = styled.p`
  margin: 0 0 14px;
  font-size: 0.9375rem;
  color: ${theme.colors.inkMuted};
`

/** An empty profile, as a form starts one. */
export const emptyProfile = (): NetworkingProfileInput => ({
  offers: [],
  needs: [],
  line: '',
  share: { email: false, phone: '', url: '' },
  printOnBadge: false,
})

/** The array a checkbox group left (one box alone gives a boolean or a string). */
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []

/**
 * A profile's fields inside any form that holds one under `networking` (the registration form's
 * "Help me meet people tonight", the manage page's): what I make or offer, what I'm looking for
 * (the night's tags), one line, and what a swap may share. Errors keyed like the server's
 * (`networking.offers`...) land on their field. Above them, what others see once it is saved: said
 * wherever someone opts in (the forms, and the manage page, the only way in for a person a host
 * added or who skipped the box), as the moment of giving says what is given.
 */
export function ProfileFields({ tags }: { tags: readonly string[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>()
  const [offers, needs, share] = useWatch({ control, name: ['networking.offers', 'networking.needs', 'networking.share'] })
  // Nothing shared is allowed, but said before saving (issue 54): a swap would give only this.
  const sharesNothing = !share?.email && !String(share?.phone ?? '').trim() && !String(share?.url ?? '').trim()
  const profileErrors = errors.networking
  return (
    <>
      <Visibility>
        {i18n._(
          'Other people who chose this see your first name, company, line and tags, and we suggest who to look for. Your contact details go only to someone you both agree to swap with.',
        )}
      </Visibility>
      <TagChoices
        legend={i18n._('I make / offer')}
        tags={tags}
        chosen={asList(offers)}
        max={NETWORKING_LIMITS.perSide}
        field={register('networking.offers')}
        error={profileErrors?.offers?.message}
      />
      <TagChoices
        legend={i18n._("I'm looking for")}
        tags={tags}
        chosen={asList(needs)}
        max={NETWORKING_LIMITS.perSide}
        field={register('networking.needs')}
        error={profileErrors?.needs?.message}
      />
      <TextField
        label={i18n._('One line about you')}
        optional
        maxLength={NETWORKING_LIMITS.line}
        hint={i18n._('Up to {max} characters, e.g. "Small-batch aluminium enclosures, 2-week turnaround"', {
          max: NETWORKING_LIMITS.line,
        })}
        error={profileErrors?.line?.message}
        {...register('networking.line')}
      />
      <Share>
        <legend>{i18n._('What a swap shares')}</legend>
        <p>{i18n._('Nothing unless you tick or fill it in, and only once you both agree to swap.')}</p>
        <CheckboxField label={i18n._('My email address')} {...register('networking.share.email')} />
        <TextField
          label={i18n._('Phone')}
          type="tel"
          optional
          autoComplete="tel"
          error={profileErrors?.share?.phone?.message}
          {...register('networking.share.phone')}
        />
        <TextField
          label={i18n._('A link (website or LinkedIn)')}
          type="url"
          optional
          autoComplete="url"
          error={profileErrors?.share?.url?.message}
          {...register('networking.share.url')}
        />
        <p role="status">{sharesNothing && i18n._('People you swap with will get only your name and company.')}</p>
      </Share>
      <Share>
        <legend>{i18n._('Your badge')}</legend>
        <p>
          {i18n._(
            'Your badge always shows your name, company and swap code. Ticked, it also prints your "I make / offer" and "I\'m looking for" tags, for everyone at the night and the team who prints the badges.',
          )}
        </p>
        <CheckboxField label={i18n._('Print what I offer and look for on my badge')} {...register('networking.printOnBadge')} />
      </Share>
    </>
  )
}
