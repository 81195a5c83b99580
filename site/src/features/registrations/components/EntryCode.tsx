import { QrImage } from '@site/components/QrImage'
import { keepClear } from '@site/components/toastEnd'

/**
 * The entry code the door scans: the same URL as the confirmation email's QR code. Toasts keep
 * clear of it: it is what the person reaches for next (components/toastEnd.ts).
 */
export function EntryCode({ url }: { url: string }) {
  return (
    <div {...keepClear}>
      <QrImage value={url} alt="QR code: your entry code for the door" caption="Show this code at the door." />
    </div>
  )
}
