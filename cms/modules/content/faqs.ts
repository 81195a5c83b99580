import { asCaller, type Caller } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { faqSchema } from '../../../contract/content'

type FaqBody = z.output<typeof faqSchema>

/** FAQs as the caller may see and change them (the collection's access decides). */
export function faqsService(payload: Payload) {
  return {
    list: async (caller: Caller) =>
      (await payload.find({ collection: 'faqs', sort: ['order', 'createdAt'], depth: 0, pagination: false, ...asCaller(caller) }))
        .docs,

    create: (caller: Caller, data: FaqBody) => payload.create({ collection: 'faqs', data, ...asCaller(caller) }),

    /** The updated FAQ, or undefined when there is none with this id. */
    update: async (caller: Caller, id: string, data: FaqBody) =>
      (await payload.update({ collection: 'faqs', where: { id: { equals: id } }, data, depth: 0, ...asCaller(caller) })).docs[0],

    /** false when there is no such FAQ. */
    remove: async (caller: Caller, id: string) =>
      (await payload.delete({ collection: 'faqs', where: { id: { equals: id } }, ...asCaller(caller) })).docs.length > 0,
  }
}
