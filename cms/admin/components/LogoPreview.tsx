'use client'
import { useFormFields } from '@payloadcms/ui'

/** A site path (/media/...) or an absolute http(s) address: the only logos the site shows. */
const showable = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value))

/**
 * The sponsor's logo as the site's sponsor strip shows it (on white), under the Logo Url field,
 * so an editor sees a wrong or broken address before saving (issue 29, item 11).
 */
export function LogoPreview() {
  const logoUrl = useFormFields(([fields]) => fields.logoUrl?.value)
  if (!showable(logoUrl)) return null
  return (
    <figure style={{ margin: '0 0 24px' }}>
      <img
        src={logoUrl}
        alt="Logo preview"
        style={{
          width: 120,
          height: 120,
          objectFit: 'contain',
          background: '#ffffff',
          border: '1px solid #d0d5dd',
          borderRadius: 8,
        }}
      />
      <figcaption className="field-description">As the site shows it.</figcaption>
    </figure>
  )
}
