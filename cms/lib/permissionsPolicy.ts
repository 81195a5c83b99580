import type { IncomingMessage, ServerResponse } from 'node:http'

/** A middleware that only sets headers (helmet's kind), usable before Express as well (cms/http/fastReads.ts). */
export type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

/** The features a policy names: those a browser would otherwise let any page of ours use. */
const FEATURES = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'] as const

const policy = (allowed: (typeof FEATURES)[number][]) =>
  FEATURES.map((feature) => `${feature}=${allowed.includes(feature) ? '(self)' : '()'}`).join(', ')

/** The site's pages: the door's QR scanner uses the camera and "Near me" the location, on this origin only. */
export const PAGE_PERMISSIONS = policy(['camera', 'geolocation'])

/** Everything else (API answers, the CMS admin, embeds on other sites): no device feature at all. */
export const NO_PERMISSIONS = policy([])

/** `headers`, then `Permissions-Policy` (helmet sets none). */
export const withPermissionsPolicy =
  (permissions: string, headers: HeaderMiddleware): HeaderMiddleware =>
  (req, res, next) =>
    headers(req, res, (err) => {
      res.setHeader('Permissions-Policy', permissions)
      next(err)
    })
