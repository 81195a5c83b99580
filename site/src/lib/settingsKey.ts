/**
 * Address and SWR key of the site-wide settings (product name, tagline, contact email). They are
 * the same for every visitor, so signing out keeps them cached (`useLogout` in `auth.ts`).
 */
export const SETTINGS_KEY = '/api/settings'
