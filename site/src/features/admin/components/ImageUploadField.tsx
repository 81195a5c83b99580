import { useId, useRef, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FormField } from '../../../components/FormField'
import { errorMessage, notify } from '../../../lib/notify'
import { uploadImage } from '../api/upload'
import { useAction } from '../../../hooks/useAction'

export interface ImageUploadFieldProps {
  label: string
  /** The uploaded image's url ('' when none). */
  value: string
  onChange: (url: string) => void
  error?: string
  optional?: boolean
  /** Toast title and fallback description on failure ("Logo upload failed", "Failed to upload logo"). */
  failureTitle: string
  failureDescription: string
  previewAlt: string
  /** Tells the parent form an upload is in flight, so it can hold its submit. */
  onPendingChange?: (pending: boolean) => void
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`

const Preview = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.paper};
`

const FileInput = styled.input`
  font: inherit;
  max-width: 100%;
  &::file-selector-button {
    margin-right: 12px;
    padding: 8px 14px;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
  }
`

const Status = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`

/** A file picker for images only: uploads on choice, previews the result, reports failures. */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  optional,
  failureTitle,
  failureDescription,
  previewAlt,
  onPendingChange,
}: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const upload = useAction(async (file: File) => {
    onPendingChange?.(true)
    try {
      const { url } = await uploadImage(file)
      onChange(url)
    } catch (cause) {
      console.error(failureDescription, cause)
      notify.error(failureTitle, errorMessage(cause, failureDescription))
    } finally {
      onPendingChange?.(false)
      if (input.current) input.current.value = ''
    }
  })

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (!file.type.startsWith('image/')) {
      notify.error(failureTitle, failureDescription)
      event.target.value = ''
      return
    }
    void upload.run(file)
  }

  return (
    <FormField label={label} error={error} optional={optional}>
      {(control) => (
        <Row>
          {value && <Preview src={value} alt={previewAlt} />}
          <FileInput
            ref={input}
            type="file"
            accept="image/*"
            onChange={onFile}
            disabled={upload.pending}
            {...control}
            aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
          />
          <Status id={statusId} role="status">
            {upload.pending ? 'Uploading...' : ''}
          </Status>
          {value && !upload.pending && (
            <Button $variant="ghost" $size="sm" onClick={() => onChange('')}>
              Remove image
            </Button>
          )}
        </Row>
      )}
    </FormField>
  )
}
