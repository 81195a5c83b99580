import { Router, type RequestHandler } from 'express'
import { z } from '../../../contract/zod'
import { messages, tooLong } from '../../../contract/messages'
import { locate } from '../../../collections/Events/gazetteer'
import { HttpError } from '../../lib/httpError'
import { requireActiveUser } from '../../http/middleware/guards'
import { zodFailure } from '../../http/middleware/validate'

const query = z.object({
  city: z.string({ error: messages.cityRequired }).trim().min(1, messages.cityRequired).max(200, tooLong(200)),
  state: z.string().trim().max(200, tooLong(200)).optional(),
  country: z.string().trim().max(200, tooLong(200)).optional(),
})

/**
 * `GET /api/geocode?city=&state=&country=` (signed in): the event form's "Locate from address".
 * Limited per account (cms/http/middleware/rateLimits.ts); answers come from an index built
 * once (collections/Events/gazetteer.ts).
 */
export function geocodeRouter(limit: RequestHandler): Router {
  const router = Router()
  router.get('/', requireActiveUser, limit, async (req, res) => {
    const parsed = query.safeParse(req.query)
    if (!parsed.success) throw zodFailure(parsed.error.issues)
    const place = await locate(parsed.data)
    if (!place) throw new HttpError(404, 'No place found for that city')
    res.set('Cache-Control', 'private, max-age=86400').json(place)
  })
  return router
}
