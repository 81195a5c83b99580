import { useState } from 'react'
import styled from 'styled-components'
import { useFormContext } from 'react-hook-form'
import { theme } from '@site/config/theme'
import { CheckboxField } from '@site/components/FormField'
import { i18n } from '@site/i18n/i18n'
import { emptyProfile, ProfileFields, type ProfileFormValues } from './ProfileFields'

const Section = styled.fieldset`
  margin: 8px 0 18px;
  padding: 16px 16px 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`

/**
 * "Help me meet people tonight" on the registration and waitlist forms (docs/product.md "Who to
 * meet"): a separate choice, unticked, below the spec's fields; ticked, it opens the profile's
 * fields inside the same form, which sends them as the body's `networking` (null when unticked).
 */
export default function MeetPeopleChoice({ tags }: { tags: readonly string[] }) {
  const { setValue } = useFormContext<ProfileFormValues>()
  const [open, setOpen] = useState(false)
  return (
    <Section>
      <legend>{i18n._('Who to meet')}</legend>
      <CheckboxField
        label={i18n._('Help me meet people tonight')}
        checked={open}
        onChange={(change) => {
          const on = change.currentTarget.checked
          setOpen(on)
          setValue('networking', on ? emptyProfile() : null)
        }}
      />
      {open && <ProfileFields tags={tags} />}
    </Section>
  )
}
