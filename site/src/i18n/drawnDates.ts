import { pageJson } from '@site/lib/pageJson'

/**
 * The dates a public page's server render wrote, handed to the browser with the page, so taking
 * the page over creates no Intl date formatter. A page's first formatter costs a phone about 50 ms
 * of one task (ICU's date data; 140 ms at Lighthouse's 4x slowdown), the longest task of a night's
 * page while React takes it over.
 *
 * The server records what one render wrote (site/src/entry-server.tsx: renders run one at a time)
 * and puts it in the page (cms/spa/spa.ts, `#drawn-dates`); the browser hands it over before it
 * hydrates (site/src/main.tsx). A text is keyed by everything it is made from (language, zone,
 * instants), so a handed-over text is what the browser would have written.
 */
export type DrawnDates = Record<string, string>

const handedOver = new Map<string, string>()
let recording: DrawnDates | null = null

/** The text for `key`: handed over by the server, or written now (and recorded while a render records). */
export function drawnDate(key: string, write: () => string): string {
  const text = handedOver.get(key) ?? write()
  if (recording) recording[key] = text
  return text
}

/** From now on, every date written is recorded, until `stopRecording`. */
export function startRecording(): void {
  recording = {}
}

/** The dates written since `startRecording`. */
export function stopRecording(): DrawnDates {
  const recorded = recording ?? {}
  recording = null
  return recorded
}

/** The server's dates from the page (`#drawn-dates`); without them the page writes its dates itself. */
export function handOverFromPage(): void {
  for (const [key, text] of Object.entries(pageJson('drawn-dates'))) if (typeof text === 'string') handedOver.set(key, text)
}
