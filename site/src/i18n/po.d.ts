/** A catalogue imported by the site, compiled by @lingui/vite-plugin (site/src/i18n/catalogs.ts). */
declare module '*.po' {
  import type { Messages } from '@site/i18n/i18n'
  export const messages: Messages
}

/** The rest of a catalogue, beyond the first view (site/catalogueParts.ts). */
declare module '*.po?rest' {
  import type { Messages } from '@site/i18n/i18n'
  export const messages: Messages
}
