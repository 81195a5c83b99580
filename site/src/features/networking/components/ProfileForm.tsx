import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'
import { networkingPutSchema, type NetworkingProfile, type NetworkingProfileInput } from '@contract/networking'
import { Button } from '@site/components/Button'
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

/** The manage page's profile form: `PUT …/networking`; the server's field errors land on their fields. */
export function ProfileForm({
  tags,
  profile,
  save,
  onDone,
}: {
  tags: readonly string[]
  profile: NetworkingProfile | null
  save: (profile: NetworkingProfileInput) => Promise<unknown>
  onDone: () => void
}) {
  const form = useForm<PutValues, unknown, z.output<typeof networkingPutSchema>>({
    resolver: zodResolver(networkingPutSchema),
    defaultValues: formValues(profile),
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values.networking)
      notify.success(profile ? 'Profile updated' : "You're in", 'We will suggest people to look for.')
      onDone()
    } catch (error) {
      notify.error('Could not save your profile', errorMessage(error, 'Please try again.'))
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
          {pending ? 'Saving...' : profile ? 'Save changes' : 'Help me meet people tonight'}
        </Button>{' '}
        <Button $variant="ghost" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </form>
    </FormProvider>
  )
}
