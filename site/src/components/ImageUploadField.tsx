import { useId, useRef, useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { errorMessage, notify } from '@site/lib/notify'
import { uploadImage } from '@site/lib/upload'
import { useAction } from '@site/hooks/useAction'
import { i18n } from '@site/i18n/i18n'
import { imageFileProblem, uploadMessages } from '@contract/uploads'
import { FormField } from './FormField'
import { Button } from './Button'

/** How the image is shown on the site: event banners are 2:1, sponsor logos square. */
export type ImageShape = 'banner' | 'square'

const SHAPE_HINTS: Record<ImageShape, string> = {
  banner:
    /*i18n*/ 'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Shown as a 2:1 banner (for example 1200 × 600 pixels); the edges may be trimmed.',
  square:
    /*i18n*/ 'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Shown square (1:1, for example 400 × 400 pixels); the edges may be trimmed.',
}

/** "55.2 MB", "800 KB" with the language's decimal separator (contract/uploads.ts's fileSizeText in English). */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    return i18n._('{size} MB', { size: megabytes.format(bytes / (1024 * 1024)) })
  }
  return i18n._('{size} KB', { size: new Intl.NumberFormat(i18n.locale).format(Math.max(1, Math.round(bytes / 1024))) })
}

/** Why a chosen file cannot be uploaded (contract/uploads.ts's first check), in the reader's language; null if none. */
function fileProblem(file: File): string | null {
  const refused = imageFileProblem(file)
  if (refused === null) return null
  if (refused === uploadMessages.pdf)
    return i18n._('A PDF cannot be used as an image. Export the page as PNG or JPEG and upload that.')
  if (refused === uploadMessages.notAnImage) return i18n._('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
  return i18n._('Image must be 10 MB or smaller (this one is {size})', { size: sizeText(file.size) })
}

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
  /** The preview takes the shape the site shows (sponsor logos are square by default). */
  shape?: ImageShape
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`

const Preview = styled.img<{ $shape: ImageShape }>`
  width: ${({ $shape }) => ($shape === 'banner' ? '192px' : '96px')};
  aspect-ratio: ${({ $shape }) => ($shape === 'banner' ? '2 / 1' : '1 / 1')};
  object-fit: cover;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.paper};
`

const FileInput = styled.input`
  font: inherit;
  max-width: 100%;
  &::file-selector-button {
    margin-right: 12px;
    padding: 8px 14px;
    font: inherit;
    font-weight: 600;
    color: ${theme.colors.brand};
    background: ${theme.colors.surface};
    border: 2px solid ${theme.colors.brand};
    border-radius: ${theme.radius.pill};
    cursor: pointer;
  }
`

const Status = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.875rem;
`

/**
 * A file picker for images only: says what it takes before choosing, refuses a wrong type or an
 * oversized file before sending it, uploads on choice, names the file, previews the result in
 * the shape the site shows, and reports failures.
 */
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
  shape = 'square',
}: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const [fileName, setFileName] = useState('')
  const [problem, setProblem] = useState('')
  const upload = useAction(async (file: File) => {
    onPendingChange?.(true)
    setFileName(file.name)
    try {
      const { url } = await uploadImage(file)
      onChange(url)
    } catch (cause) {
      setFileName('')
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
    const refused = fileProblem(file)
    setProblem(refused ?? '')
    if (refused) {
      notify.error(failureTitle, refused)
      event.target.value = ''
      return
    }
    void upload.run(file)
  }

  const remove = () => {
    setFileName('')
    onChange('')
  }

  return (
    <FormField label={label} error={problem || error} optional={optional} hint={i18n._(SHAPE_HINTS[shape])}>
      {(control) => (
        <Row>
          {value && <Preview src={value} alt={previewAlt} $shape={shape} />}
          <FileInput
            ref={input}
            type="file"
            // Any image for the picker (docs/product.md: images only); the exact formats are checked on choice (contract/uploads.ts).
            accept="image/*"
            onChange={onFile}
            disabled={upload.pending}
            {...control}
            aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
          />
          <Status id={statusId} role="status">
            {upload.pending
              ? i18n._('Uploading {file}...', { file: fileName })
              : value && fileName
                ? i18n._('Uploaded: {file}', { file: fileName })
                : ''}
          </Status>
          {value && !upload.pending && (
            <Button $variant="ghost" $size="sm" onClick={remove}>
              {i18n._('Remove image')}
            </Button>
          )}
        </Row>
      )}
    </FormField>
  )
}
