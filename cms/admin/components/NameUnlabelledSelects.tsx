'use client'
import { useEffect, type ReactNode } from 'react'

const UNNAMED = 'input[role="combobox"][id^="react-select-"]:not([aria-label]):not([aria-labelledby])'

/** Names every react-select input Payload renders without one, after what the select shows. */
function nameSelects(root: ParentNode) {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>(UNNAMED))) {
    if (input.labels && input.labels.length > 0) continue
    // The select's container holds the shown value ("Dashboard" in the header's view switcher).
    const shown = input.closest('.react-select')?.textContent?.trim()
    input.setAttribute('aria-label', shown || 'Choose an option')
  }
}

/**
 * The CMS's screens for a screen reader: Payload's header view switcher is a react-select whose
 * input has no name (axe "label", critical). This provider names such inputs as they appear,
 * until Payload labels them itself (issue 29, item 11; docs/decisions.md, "The CMS looks like the
 * product").
 */
export function NameUnlabelledSelects({ children }: { children?: ReactNode }) {
  useEffect(() => {
    nameSelects(document)
    const observer = new MutationObserver(() => nameSelects(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
