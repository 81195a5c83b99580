import { Router } from 'express'
import { faqSchema, sponsorSchema } from '../../../contract/content'
import { toFaq, toSponsor } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { faqsService } from './faqs'
import { sponsorsService } from './sponsors'
import type { z } from 'zod'
import type { Caller } from '../../lib/asCaller'
import type { ApiContext } from '../context'

/** What one public list edited by the master admin needs: its service, body, answer shape and words. */
interface ListSpec<Doc, Schema extends z.ZodType, Dto> {
  service: {
    list: (caller: Caller) => Promise<Doc[]>
    create: (caller: Caller, data: z.output<Schema>) => Promise<Doc>
    /** Both lists are edited in place (the whole item again). */
    update?: (caller: Caller, id: string, data: z.output<Schema>) => Promise<Doc | undefined>
    remove: (caller: Caller, id: string) => Promise<boolean>
  }
  schema: Schema
  toDto: (doc: Doc) => Dto
  /** The 404 message and the deletion's answer. */
  notFound: string
  deleted: string
}

/**
 * A list anyone reads and the master admin edits (docs/api.md, "Sponsors and FAQs"): the two
 * lists differ only in their fields, their order and that FAQs can be edited in place.
 */
function listRouter<Doc, Schema extends z.ZodType, Dto>({
  service,
  schema,
  toDto,
  notFound,
  deleted,
}: ListSpec<Doc, Schema, Dto>) {
  const router = Router()

  router.get('/', async (req, res) => {
    res.json((await service.list(req)).map(toDto))
  })

  router.post('/', requireMasterAdmin, validateBody(schema), async (req, res) => {
    res.status(201).json(toDto(await service.create(req, req.body)))
  })

  const { update } = service
  if (update) {
    /** The whole item again (create's schema, so an omitted field takes its create default): edits and moves. */
    router.patch('/:id', requireMasterAdmin, validateBody(schema), async (req, res) => {
      const doc = await update(req, idParam(req), req.body)
      if (!doc) throw new HttpError(404, notFound)
      res.json(toDto(doc))
    })
  }

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    if (!(await service.remove(req, idParam(req)))) throw new HttpError(404, notFound)
    res.json({ message: deleted })
  })

  return router
}

export const faqsRouter = ({ payload }: ApiContext): Router =>
  listRouter({
    service: faqsService(payload),
    schema: faqSchema,
    toDto: toFaq,
    notFound: 'FAQ not found',
    deleted: 'FAQ deleted',
  })

export const sponsorsRouter = ({ payload }: ApiContext): Router =>
  listRouter({
    service: sponsorsService(payload),
    schema: sponsorSchema,
    toDto: toSponsor,
    notFound: 'Sponsor not found',
    deleted: 'Sponsor deleted',
  })
