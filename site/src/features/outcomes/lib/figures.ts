/** A 0..1 share as a whole percentage for people ("83%"); "–" when there is nothing to share. */
export function wholePercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '–'
  return `${Math.round(rate * 100)}%`
}

/** "1 person" / "3 people". */
export const people = (count: number) => (count === 1 ? '1 person' : `${count} people`)

/** "1 answer" / "3 answers". */
export const answers = (count: number) => (count === 1 ? '1 answer' : `${count} answers`)

/** The share of "yes" among those who said yes or no; null when nobody did. */
export function yesShare(split: { yes: number; no: number } | null): number | null {
  if (!split || split.yes + split.no === 0) return null
  return split.yes / (split.yes + split.no)
}
