/** The typed words of a search, lower-cased; none for an empty search. */
export const searchWords = (query: string) => query.toLocaleLowerCase().split(/\s+/).filter(Boolean)

/**
 * The items whose text (lower-cased, from `textOf`) holds every typed word; all of them for an
 * empty search. The door's list and the host's attendee list search the same way.
 */
export function filterByWords<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const words = searchWords(query)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const text = textOf(item)
    return words.every((word) => text.includes(word))
  })
}
