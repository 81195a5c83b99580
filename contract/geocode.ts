import { z } from './zod'
import { messages, tooLong } from './messages'

/** `GET /api/geocode?city=&state=&country=`: the event form's "Locate from address". */
export const geocodeQuerySchema = z.object({
  city: z.string({ error: messages.cityRequired }).trim().min(1, messages.cityRequired).max(200, tooLong(200)),
  state: z.string().trim().max(200, tooLong(200)).optional(),
  country: z.string().trim().max(200, tooLong(200)).optional(),
})
