import { asCaller, type Caller } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { sponsorSchema } from '../../../contract/content'

/** Sponsors as the caller may see and change them (the collection's access decides). */
export function sponsorsService(payload: Payload) {
  return {
    list: async (caller: Caller) =>
      (await payload.find({ collection: 'sponsors', sort: 'createdAt', depth: 0, pagination: false, ...asCaller(caller) })).docs,

    create: (caller: Caller, data: z.output<typeof sponsorSchema>) =>
      payload.create({ collection: 'sponsors', data, ...asCaller(caller) }),

    /** The updated sponsor, or undefined when there is none with this id. */
    update: async (caller: Caller, id: string, data: z.output<typeof sponsorSchema>) =>
      (await payload.update({ collection: 'sponsors', where: { id: { equals: id } }, data, depth: 0, ...asCaller(caller) }))
        .docs[0],

    /** false when there is no such sponsor. */
    remove: async (caller: Caller, id: string) =>
      (await payload.delete({ collection: 'sponsors', where: { id: { equals: id } }, ...asCaller(caller) })).docs.length > 0,
  }
}
