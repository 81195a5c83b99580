'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import type { AdminTranslationKeys, AdminTranslations } from '../../../config/adminTranslations'

/** A site path (/media/...) or an absolute http(s) address: the only logos the site shows. */
const showable = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value))

/**
 * The sponsor's logo as the site's sponsor strip shows it (on white), under the Logo Url field,
 * so an editor sees a wrong or broken address before saving (issue 29, item 11).
 */
export function LogoPreview() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const logoUrl = useFormFields(([fields]) => fields.logoUrl?.value)
  if (!showable(logoUrl)) return null
  return (
    <figure style={{ margin: '0 0 24px' }}>
      <img
        src={logoUrl}
        alt={t('custom:logoPreview')}
        style={{
          width: 120,
          height: 120,
          objectFit: 'contain',
          background: '#ffffff',
          border: '1px solid #d0d5dd',
          borderRadius: 8,
        }}
      />
      <figcaption className="field-description">{t('custom:logoAsShown')}</figcaption>
    </figure>
  )
}
