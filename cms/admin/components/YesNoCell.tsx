'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import type { AdminTranslationKeys, AdminTranslations } from '../../../config/adminTranslations'

/** A checkbox column read as words ("Yes" / "No" in English), not Payload's "true" / "false". */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  return <span>{cellData === true ? t('custom:yes') : t('custom:no')}</span>
}
