/**
 * A night called off: archived before it started (docs/decisions.md 511: archiving a night that
 * started is housekeeping, and nobody is told). Its page, its registrants' page and entry code,
 * its calendar download, wallet pass, "Who to meet", search listing and reports all say it is
 * cancelled, after the date it had too: the archive stamped `calledOffAt`
 * (collections/Events/hooks/calledOffAt.ts). A night archived before that stamp existed is called
 * off until its start only. Takes the API's event or the stored row alike.
 */
export function isCalledOff(
  event: { archived?: boolean | null; date?: string | null; calledOffAt?: string | null },
  now: number = Date.now(),
): boolean {
  return event.archived === true && (Boolean(event.calledOffAt) || Date.parse(String(event.date)) > now)
}
