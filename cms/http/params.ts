import type { Request } from 'express'

/** Route ids are opaque strings here; Payload decides what they match. */
export const idParam = (req: Pick<Request, 'params'>, name = 'id') => String(req.params[name])
