import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'
import {
  networkingPutSchema,
  type NetworkingDto,
  type NetworkingProfile,
  type NetworkingProfileInput,
} from '@contract/networking'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { ApiError } from '@site/lib/api'
import { errorMessage, notify } from '@site/lib/notify'
import { emptyProfile, ProfileFields } from './ProfileFields'
import type { z } from 'zod'

type PutValues = z.input<typeof networkingPutSchema>

const formValues = (profile: NetworkingProfile | null): { networking: NetworkingProfileInput } => ({
  networking: profile
    ? { ...profile, share: { email: profile.share.email, phone: profile.share.phone ?? '', url: profile.share.url ?? '' } }
    : emptyProfile(),
})

/**
 * The manage page's profile form: `PUT …/networking`; the server's field errors land on their
 * fields. A save hands the person's new view to `onSaved`, which says and shows what changed (the
 * section knows what the page shows next); the button names what it saves, as the page's details
 * form has its own (issue 54).
 */
export function ProfileForm({
  tags,
  profile,
  save,
  onSaved,
  onCancel,
}: {
  tags: readonly string[]
  profile: NetworkingProfile | null
  save: (profile: NetworkingProfileInput) => Promise<NetworkingDto>
  onSaved: (view: NetworkingDto) => void
  onCancel: () => void
}) {
  const form = useForm<PutValues, unknown, z.output<typeof networkingPutSchema>>({
    resolver: zodResolver(networkingPutSchema),
    defaultValues: formValues(profile),
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save(values.networking))
    } catch (error) {
      notify.error(i18n._('Could not save your profile'), errorMessage(error, i18n._('Please try again.')))
      if (error instanceof ApiError && error.errors)
        Object.entries(error.errors).forEach(([field, message], index) =>
          form.setError(field as FieldPath<PutValues>, { message }, { shouldFocus: index === 0 }),
        )
    }
  })
  const pending = form.formState.isSubmitting
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <ProfileFields tags={tags} />
        <Button type="submit" disabled={pending}>
          {pending ? i18n._('Saving...') : profile ? i18n._('Save my profile') : i18n._('Help me meet people tonight')}
        </Button>{' '}
        <Button $variant="ghost" onClick={onCancel} disabled={pending}>
          {i18n._('Cancel')}
        </Button>
      </form>
    </FormProvider>
  )
}
