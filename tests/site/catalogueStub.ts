/**
 * A catalogue chunk as the site imports it (site/src/i18n/catalogs.ts), empty: Jest does not
 * bundle `.po` files, and a test in another language activates the whole catalogue itself
 * (tests/site/i18n/catalogue.ts), so the rest a page asks for adds nothing.
 */
export const messages = {}
