/**
 * The home page's card order (docs/product.md "Home page"): the spec lists all events as cards,
 * so a night that has ended but is not archived stays a card, marked as past and placed after
 * every night still to come. Shared by the site's list and the server's first paint, which
 * shows the first card's banner. An unreadable end is taken as not ended (the server decides).
 */
export function hasEnded(event: { endDate: string }, now: number = Date.now()): boolean {
  const end = Date.parse(event.endDate)
  return !Number.isNaN(end) && end <= now
}

/** The nights still to come, in their order, then those that have ended, most recent first. */
export function upcomingThenEnded<T extends { date: string; endDate: string }>(
  events: readonly T[],
  now: number = Date.now(),
): { upcoming: T[]; ended: T[] } {
  const upcoming = events.filter((event) => !hasEnded(event, now))
  const ended = events
    .filter((event) => hasEnded(event, now))
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0))
  return { upcoming, ended }
}
