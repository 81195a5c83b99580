import { Router, type RequestHandler } from 'express'
import { geocodeQuerySchema } from '../../../contract/geocode'
import { locate } from '../../../collections/Events/gazetteer'
import { HttpError } from '../../lib/httpError'
import { requireActiveUser } from '../../http/middleware/guards'
import { zodFailure } from '../../http/middleware/validate'

/**
 * `GET /api/geocode?city=&state=&country=` (signed in): the event form's "Locate from address".
 * Limited per account (cms/http/middleware/rateLimits.ts); answers come from an index built
 * once (collections/Events/gazetteer.ts).
 */
export function geocodeRouter(limit: RequestHandler): Router {
  const router = Router()
  router.get('/', requireActiveUser, limit, async (req, res) => {
    const parsed = geocodeQuerySchema.safeParse(req.query)
    if (!parsed.success) throw zodFailure(parsed.error.issues)
    const place = await locate(parsed.data)
    if (!place) throw new HttpError(404, 'No place found for that city')
    res.set('Cache-Control', 'private, max-age=86400').json(place)
  })
  return router
}
