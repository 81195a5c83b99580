import { useRef, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from 'styled-components'
import { z } from '@contract/zod'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { Actions } from '@site/components/Actions'
import { Card } from '@site/components/Card'
import { TextField } from '@site/components/FormField'
import { focusAfterRemoval } from '@site/lib/focusAfterRemoval'
import { errorMessage, notify, errorDetail } from '@site/lib/notify'
import { sponsorSchema } from '@contract/index'
import { useAction } from '@site/hooks/useAction'
import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { Dialog } from '@site/components/Dialog'
import { ImageUploadField } from '@site/components/ImageUploadField'
import { CardHeading } from '@site/components/CardHeading'
import { DataTable } from '@site/components/DataTable'
import { DeleteIconButton } from '@site/components/DeleteIconButton'
import { ListStatus } from '@site/components/ListStatus'
import { SectionHeader } from '@site/components/SectionHeader'
import { Stack } from '@site/components/Stack'
import { createSponsor, deleteSponsor, updateSponsor, useSponsors } from '../api/sponsors'
import type { CurrentUser, SponsorDto } from '@contract/types'

// The contract's rule, with a clearer word when no logo was uploaded yet.
const sponsorFormSchema = sponsorSchema.extend({
  logoUrl: z.string().min(1, /*i18n*/ 'Upload a logo image').pipe(sponsorSchema.shape.logoUrl),
})
type SponsorFormValues = z.input<typeof sponsorFormSchema>

const Logo = styled.img`
  width: 56px;
  height: 56px;
  object-fit: contain;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.logoSurface};
`

const Narrow = styled.div`
  max-width: 560px;
`

const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

/** "Add New Sponsor" and "Current Sponsors". MASTER_ADMIN only. */
export function SponsorsTab({ user }: { user: CurrentUser }) {
  if (user.role !== 'MASTER_ADMIN') return null
  return (
    <>
      <SectionHeader>
        <h2>{i18n._('Sponsors')}</h2>
      </SectionHeader>
      <Stack>
        <AddSponsorCard />
        <SponsorsCard />
      </Stack>
    </>
  )
}

interface SponsorFormProps {
  /** The form's accessible name ("Add New Sponsor", "Edit Sponsor"). */
  label: string
  defaultValues: SponsorFormValues
  submitLabel: string
  pendingLabel: string
  /** Saves; resolves true when the form may clear (the caller toasts). */
  onSave: (values: SponsorFormValues) => Promise<boolean>
  /** Extra buttons beside the submit one (the edit dialog's Cancel). */
  children?: ReactNode
}

/** Name, logo upload and website, with the contract's rules: one form to add and to edit. */
function SponsorForm({ label, defaultValues, submitLabel, pendingLabel, onSave, children }: SponsorFormProps) {
  const [uploading, setUploading] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SponsorFormValues>({ resolver: zodResolver(sponsorFormSchema), defaultValues })

  const onSubmit = async (values: SponsorFormValues) => {
    if (await onSave(values)) reset()
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label}>
      <TextField label={i18n._('Name')} autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="logoUrl"
        render={({ field }) => (
          <ImageUploadField
            label={i18n._('Logo')}
            value={field.value}
            onChange={field.onChange}
            error={errors.logoUrl?.message}
            failureTitle={i18n._('Logo upload failed')}
            failureDescription={i18n._('Failed to upload logo')}
            previewAlt={i18n._('Logo preview')}
            onPendingChange={setUploading}
          />
        )}
      />
      <TextField
        label={i18n._('Website URL')}
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      <FormActions>
        {children}
        <Button type="submit" disabled={isSubmitting || uploading}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </FormActions>
    </form>
  )
}

function AddSponsorCard() {
  const { mutate } = useSponsors()
  const save = async (values: SponsorFormValues) => {
    try {
      await createSponsor(values)
      notify.success(i18n._('Sponsor added successfully'))
      await mutate()
      return true
    } catch (cause) {
      notify.error(i18n._('Failed to add sponsor'), errorMessage(cause, i18n._('Failed to create sponsor')))
      return false
    }
  }

  return (
    <Card>
      <CardHeading>{i18n._('Add New Sponsor')}</CardHeading>
      <Narrow>
        <SponsorForm
          label={i18n._('Add New Sponsor')}
          defaultValues={{ name: '', logoUrl: '', website: '' }}
          submitLabel={i18n._('Add Sponsor')}
          pendingLabel={i18n._('Adding...')}
          onSave={save}
        />
      </Narrow>
    </Card>
  )
}

/** "Edit Sponsor": the whole sponsor again (`PATCH /api/sponsors/{id}` takes create's schema). */
function EditSponsorDialog({ sponsor, onClose }: { sponsor: SponsorDto; onClose: () => void }) {
  const { mutate } = useSponsors()
  const save = async (values: SponsorFormValues) => {
    try {
      await updateSponsor(sponsor.id, values)
      notify.success(i18n._('Sponsor updated successfully'))
      await mutate()
      onClose()
      return false
    } catch (cause) {
      notify.error(i18n._('Failed to update sponsor'), errorMessage(cause, i18n._('Failed to update sponsor')))
      return false
    }
  }
  return (
    <Dialog title={i18n._('Edit Sponsor')} description={sponsor.name} onClose={onClose}>
      <SponsorForm
        label={i18n._('Edit Sponsor')}
        defaultValues={{ name: sponsor.name, logoUrl: sponsor.logoUrl, website: sponsor.website }}
        submitLabel={i18n._('Save Sponsor')}
        pendingLabel={i18n._('Saving...')}
        onSave={save}
      >
        <Button $variant="secondary" onClick={onClose}>
          {i18n._('Cancel')}
        </Button>
      </SponsorForm>
    </Dialog>
  )
}

function SponsorsCard() {
  const query = useSponsors()
  return (
    <Card>
      <CardHeading>{i18n._('Current Sponsors')}</CardHeading>
      <ListStatus
        query={query}
        loadingLabel={i18n._('Loading sponsors...')}
        errorText={errorMessage(query.error, i18n._('Failed to load sponsors'))}
        emptyText={i18n._('No sponsors found')}
      >
        {(sponsors) => (
          <DataTable
            caption={i18n._('Current Sponsors')}
            columns={[i18n._('Logo'), i18n._('Name'), i18n._('Website'), { label: i18n._('Actions'), hidden: true }]}
          >
            {sponsors.map((sponsor) => (
              <SponsorRow key={sponsor.id} sponsor={sponsor} />
            ))}
          </DataTable>
        )}
      </ListStatus>
    </Card>
  )
}

function SponsorRow({ sponsor }: { sponsor: SponsorDto }) {
  const { mutate } = useSponsors()
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const row = useRef<HTMLTableRowElement>(null)
  const remove = useAction(async () => {
    try {
      await deleteSponsor(sponsor.id)
      notify.success(i18n._('Sponsor deleted successfully'))
      focusAfterRemoval(row.current)
      await mutate()
    } catch (cause) {
      notify.error(i18n._('Failed to delete sponsor'), errorDetail(cause))
    }
  })
  return (
    <tr ref={row}>
      <td>
        <Logo src={sponsor.logoUrl} alt={i18n._('{name} logo', { name: sponsor.name })} loading="lazy" />
      </td>
      <th scope="row">{sponsor.name}</th>
      <td>
        <a href={sponsor.website} target="_blank" rel="noopener noreferrer">
          {sponsor.website}
        </a>
      </td>
      <td>
        <Actions>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={i18n._('Edit sponsor {name}', { name: sponsor.name })}
          >
            {i18n._('Edit')}
          </Button>
          <DeleteIconButton
            label={i18n._('Delete sponsor {name}', { name: sponsor.name })}
            pendingLabel={i18n._('Deleting...')}
            pending={remove.pending}
            onClick={() => setConfirming(true)}
          />
        </Actions>
        {editing && <EditSponsorDialog sponsor={sponsor} onClose={() => setEditing(false)} />}
        {confirming && (
          <ConfirmDialog
            message={i18n._('Are you sure you want to delete this sponsor?')}
            detail={sponsor.name}
            confirmLabel={i18n._('Delete')}
            dismissLabel={i18n._('Cancel')}
            pendingLabel={i18n._('Deleting...')}
            onConfirm={remove.run}
            onClose={() => setConfirming(false)}
          />
        )}
      </td>
    </tr>
  )
}
