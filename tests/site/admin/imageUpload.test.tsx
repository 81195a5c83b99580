import { describe, expect, it } from '@jest/globals'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ImageUploadField, type ImageShape } from '../../../site/src/components/ImageUploadField'
import { imageFileProblem } from '../../../contract/uploads'
import { mockApi, type ApiRoutes } from '../mockApi'
import { renderApp } from '../renderApp'

function Harness({ shape }: { shape?: ImageShape }) {
  const [url, setUrl] = useState('')
  return (
    <ImageUploadField
      label="Event image"
      value={url}
      onChange={setUrl}
      failureTitle="Image upload failed"
      failureDescription="Failed to upload image"
      previewAlt="Event image preview"
      shape={shape}
    />
  )
}

function renderField(shape?: ImageShape, routes: ApiRoutes = {}) {
  const api = mockApi(routes)
  renderApp(<Harness shape={shape} />)
  // The picker's own filter is off so the checks in the page are what is tested.
  const user = userEvent.setup({ applyAccept: false })
  return { api, user, input: screen.getByLabelText<HTMLInputElement>('Event image') }
}

/** A file that claims a size without holding it (jsdom would allocate every byte). */
function fileOfSize(name: string, type: string, bytes: number) {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('image upload field', () => {
  it('says what it takes and the banner shape before a file is chosen', () => {
    const { input } = renderField('banner')
    expect(input).toHaveAccessibleDescription(expect.stringContaining('JPEG, PNG, WebP, GIF or AVIF, up to 10 MB'))
    expect(input).toHaveAccessibleDescription(expect.stringContaining('2:1 banner'))
    expect(input).toHaveAttribute('accept', 'image/*')
  })

  it('says a logo is shown square', () => {
    const { input } = renderField()
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Shown square (1:1'))
  })

  it('refuses a 55 MB file before sending anything', async () => {
    const { api, user, input } = renderField('banner')
    await user.upload(input, fileOfSize('huge.png', 'image/png', 55 * 1024 * 1024))
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument()
    const message = 'Image must be 10 MB or smaller (this one is 55.0 MB)'
    expect(screen.getAllByText(message).length).toBeGreaterThan(0)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(api.callsTo('POST', '/api/upload')).toHaveLength(0)
  })

  it('refuses an image format the server does not take (the picker lets any image/* through)', async () => {
    const { api, user, input } = renderField('banner')
    await user.upload(input, new File(['bmp'], 'old.bmp', { type: 'image/bmp' }))
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded'))
    expect(api.callsTo('POST', '/api/upload')).toHaveLength(0)
  })

  it('explains that a PDF is not an image', async () => {
    const { api, user, input } = renderField('banner')
    await user.upload(input, new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' }))
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('A PDF cannot be used as an image. Export the page as PNG or JPEG and upload that.'),
    )
    expect(api.callsTo('POST', '/api/upload')).toHaveLength(0)
  })

  it('uploads an accepted file, names it and previews it in the 2:1 shape; a later good file clears the complaint', async () => {
    const { api, user, input } = renderField('banner', {
      'POST /api/upload': { status: 201, body: { url: '/media/banner.webp' } },
    })
    await user.upload(input, new File(['gif'], 'anim.svg', { type: 'image/svg+xml' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }))
    const preview = await screen.findByRole('img', { name: 'Event image preview' })
    expect(preview).toHaveAttribute('src', '/media/banner.webp')
    expect(getComputedStyle(preview).aspectRatio.replace(/\s/g, '')).toBe('2/1')
    expect(screen.getByText('Uploaded: banner.png')).toBeInTheDocument()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(api.callsTo('POST', '/api/upload')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(screen.queryByText('Uploaded: banner.png')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('previews a logo square', async () => {
    const { user, input } = renderField(undefined, { 'POST /api/upload': { status: 201, body: { url: '/media/logo.webp' } } })
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }))
    expect(getComputedStyle(await screen.findByRole('img', { name: 'Event image preview' })).aspectRatio.replace(/\s/g, '')).toBe(
      '1/1',
    )
  })
})

describe('imageFileProblem', () => {
  it('judges by declared type, or by extension when none is declared', () => {
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull()
    expect(imageFileProblem({ name: 'a.avif', type: '', size: 10 })).toBeNull()
    expect(imageFileProblem({ name: 'scan.PDF', type: '', size: 10 })).toMatch(/^A PDF/)
    expect(imageFileProblem({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe(
      'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    )
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull()
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toMatch(
      /10 MB or smaller \(this one is 10\.0 MB\)/,
    )
  })
})
