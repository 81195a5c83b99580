'use client'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '@payloadcms/ui'
import type { AdminTranslationKeys, AdminTranslations } from '../../../config/adminTranslations'

type Translate = ReturnType<typeof useTranslation<AdminTranslations, AdminTranslationKeys>>['t']

const UNNAMED = 'input[role="combobox"][id^="react-select-"]:not([aria-label]):not([aria-labelledby])'
/** A list view's row selection checkboxes, which Payload renders with an empty name. */
const UNNAMED_ROW_CHECKBOXES = 'table tbody input[type="checkbox"][aria-label=""]'
/** A list's pagination arrows: icon-only buttons without a name. */
const UNNAMED_PAGE_ARROWS = 'button.clickable-arrow:not([aria-label])'

/**
 * Names every react-select input Payload renders without one, after what the select shows,
 * every row selection checkbox of a list, after the row's title ("Select Boston Makers Pub Night"),
 * and a list's pagination arrows ("Previous page", "Next page"), in the admin's language.
 */
function nameSelects(root: ParentNode, t: Translate) {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>(UNNAMED))) {
    if (input.labels && input.labels.length > 0) continue
    // The select's container holds the shown value ("Dashboard" in the header's view switcher).
    const shown = input.closest('.react-select')?.textContent?.trim()
    input.setAttribute('aria-label', shown || t('custom:chooseOption'))
  }
  for (const box of Array.from(root.querySelectorAll<HTMLInputElement>(UNNAMED_ROW_CHECKBOXES))) {
    const title = box.closest('tr')?.querySelector('a')?.textContent?.trim()
    box.setAttribute('aria-label', title ? t('custom:selectRow', { title }) : t('custom:selectThisRow'))
  }
  for (const arrow of Array.from(root.querySelectorAll<HTMLButtonElement>(UNNAMED_PAGE_ARROWS))) {
    arrow.setAttribute(
      'aria-label',
      arrow.classList.contains('clickable-arrow--left') ? t('custom:previousPage') : t('custom:nextPage'),
    )
  }
}

/**
 * The CMS's screens for a screen reader: Payload's header view switcher is a react-select whose
 * input has no name, a list's row checkboxes have an empty one (axe "label", critical) and its
 * pagination arrows none (axe "button-name", critical, once a list has a second page). This
 * provider names such inputs as they appear, until Payload labels them itself (issue 29, item 11;
 * issue 45 for the list; docs/decisions.md, "The CMS looks like the product").
 */
export function NameUnlabelledSelects({ children }: { children?: ReactNode }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  useEffect(() => {
    nameSelects(document, t)
    const observer = new MutationObserver(() => nameSelects(document, t))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
  return <>{children}</>
}
