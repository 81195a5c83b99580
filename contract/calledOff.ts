/**
 * A night called off: archived before it started (docs/decisions.md 511: archiving a night that
 * started is housekeeping, and nobody is told). Its page, its registrants' page and entry code,
 * its calendar download, wallet pass, "Who to meet" and search listing all say it is cancelled
 * until the start it had. A night archived later is not told apart from one that took place.
 * Takes the API's event or the stored row alike.
 */
export function isCalledOff(event: { archived?: boolean | null; date?: string | null }, now: number = Date.now()): boolean {
  return event.archived === true && Date.parse(String(event.date)) > now
}
