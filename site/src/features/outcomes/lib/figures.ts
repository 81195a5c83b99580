import { i18n } from '@site/i18n/i18n'

/** A 0..1 share as a whole percentage in the reader's language ("83%", "83 %"); "–" when there is nothing to share. */
export function wholePercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '–'
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(rate * 100) / 100)
}

/** A figure as people read it in the page's language (a decimal comma in German: "3,6"). */
export const figure = (value: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value)

/** The share of "yes" among those who said yes or no; null when nobody did. */
export function yesShare(split: { yes: number; no: number } | null): number | null {
  if (!split || split.yes + split.no === 0) return null
  return split.yes / (split.yes + split.no)
}
