import useSWR from 'swr'
import { SETTINGS_KEY } from '@site/lib/settingsKey'
import type { SiteSettings } from '@contract/types'

export const DEFAULT_PRODUCT_NAME = 'Makers Pub Night'

/** Site-wide settings; the product name falls back to the default while loading or on error. */
export function useSettings() {
  const { data, error, isLoading } = useSWR<SiteSettings, Error>(SETTINGS_KEY)
  return {
    settings: data,
    productName: data?.productName?.trim() || DEFAULT_PRODUCT_NAME,
    isLoading,
    error,
  }
}
