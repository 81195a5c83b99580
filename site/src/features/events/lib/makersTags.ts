import { DEFAULT_NETWORKING_TAGS } from '@contract/networking'
import { i18n } from '@site/i18n/i18n'

/**
 * The makers' list a host starts "Who to meet" with (contract/networking.ts), marked for the site's
 * catalogue: the form fills it in the host's language, and from then on the tags are the night's
 * own, stored and shown to its people as the host keeps them. (The `/api` fills an empty list on
 * its own in English, for a client that sends none.) tests/server/siteTranslations.test.ts checks
 * this list is still the contract's.
 */
export const makersTagWords = [
  /*i18n*/ 'CNC machining',
  /*i18n*/ 'Sheet metal',
  /*i18n*/ 'Injection moulding',
  /*i18n*/ 'PCB assembly',
  /*i18n*/ 'Electronics design',
  /*i18n*/ '3D printing',
  /*i18n*/ 'Product design',
  /*i18n*/ 'Welding and fabrication',
  /*i18n*/ 'Woodworking',
  /*i18n*/ 'Packaging',
  /*i18n*/ 'Supply chain',
  /*i18n*/ 'Firmware and software',
]

/** The makers' list in the host's language. */
export const makersTags = (): string[] => DEFAULT_NETWORKING_TAGS.map((tag) => i18n._(tag))
