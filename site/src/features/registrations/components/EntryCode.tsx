import { QrImage } from '@site/components/QrImage'

/** The entry code the door scans: the same URL as the confirmation email's QR code. */
export function EntryCode({ url }: { url: string }) {
  return <QrImage value={url} alt="QR code: your entry code for the door" caption="Show this code at the door." />
}
