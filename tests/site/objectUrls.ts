import { jest } from '@jest/globals'

type ObjectUrlApi = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>

/**
 * jsdom has no URL.createObjectURL: stand-ins that hand out `url` and record what they were
 * given, and `restore` to put back what was there before.
 */
export function stubObjectUrls(url: string) {
  const saved = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  }
  const create = jest.fn<ObjectUrlApi['createObjectURL']>(() => url)
  const revoke = jest.fn<ObjectUrlApi['revokeObjectURL']>()
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke } satisfies ObjectUrlApi)
  const restore = () => {
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      const descriptor = saved[name]
      if (descriptor) Object.defineProperty(URL, name, descriptor)
      else delete (URL as Partial<ObjectUrlApi>)[name]
    }
  }
  return { create, revoke, restore }
}
