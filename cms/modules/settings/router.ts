import { Router } from 'express'
import type { ApiContext } from '../context'

export function settingsRouter({ publicEvents }: ApiContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await publicEvents.settings())
  })
  return router
}
