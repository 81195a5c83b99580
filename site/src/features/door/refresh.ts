/**
 * How often a door phone asks again while the network answers; the bench's door rows poll at
 * the same pace (bench/run.ts).
 */

/** The check-in list: two phones at the door agree within ~10 s. */
export const CHECK_IN_REFRESH_MS = 10_000

/** The kept list (what the phone works from offline) is brought up to date. */
export const SNAPSHOT_REFRESH_MS = 30_000
