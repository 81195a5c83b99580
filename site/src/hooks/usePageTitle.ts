import { useEffect } from 'react'
import { useSettings } from './useSettings'

/** Sets document.title to "{page} · {product}", or the product name alone without a page. */
export function usePageTitle(page?: string | null) {
  const { productName } = useSettings()
  useEffect(() => {
    document.title = page ? `${page} · ${productName}` : productName
  }, [page, productName])
}
