import EntryCodePage from '@site/features/door/components/EntryCodePage'
import { SwapInstead } from '@site/features/networking/components/SwapInstead'

/**
 * `/check-in/:code`: the entry code's page, and for a neighbour who scanned the badge's entry
 * code instead of its swap code, "Swap contacts with Ben?" while Ben is opted in (issue 54).
 */
export default function EntryCode() {
  return (
    <EntryCodePage
      offer={(entry) =>
        entry.contactCode && entry.status === 'registered' ? (
          <SwapInstead contactCode={entry.contactCode} name={entry.name} />
        ) : null
      }
    />
  )
}
