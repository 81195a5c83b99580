import type { Access } from 'payload'

/** Public reads: events, sponsors, FAQs, attendee creation (registration). */
export const anyone: Access = () => true
