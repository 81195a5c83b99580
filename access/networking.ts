import type { Access } from 'payload'

/**
 * The one rule for networking profiles and contact swaps (docs/privacy.md "Who to meet"): they
 * are the person's own, reached only through their manage link by cms/modules/networking/, which
 * reads and writes them as the system with a reason. No API serves them to anyone, the master
 * admin included: the team sees counts (`GET /api/events/{id}/networking`), never a person.
 */
export const noOneOverApi: Access = () => false
