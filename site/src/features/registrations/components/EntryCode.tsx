import { QrImage } from '@site/components/QrImage'
import { i18n } from '@site/i18n/i18n'
import { keepClear } from '@site/components/toastEnd'

/**
 * The entry code the door scans: the same URL as the confirmation email's QR code. Toasts keep
 * clear of it: it is what the person reaches for next (components/toastEnd.ts).
 */
export function EntryCode({ url }: { url: string }) {
  return (
    <div {...keepClear}>
      <QrImage
        value={url}
        alt={i18n._('QR code: your entry code for the door')}
        caption={i18n._('Show this code at the door.')}
      />
    </div>
  )
}
