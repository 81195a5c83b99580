import { pino, type Logger } from 'pino'
import { redactHeaders, redactUrl } from './capabilities/redact'

/** JSON logs; passwords, tokens and cookies never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-door-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  })
}

interface SerializedRequest {
  id?: unknown
  method?: string
  url?: string
  headers?: Record<string, unknown>
}

/**
 * What one request line says (docs/operations.md, "What the logs and the database may
 * contain"): method, path with any capability replaced by `[token]`, status and time (pino-http
 * adds `responseTime`). Headers only at debug level, and then with sessions and capabilities
 * redacted.
 */
export function requestLogSerializers(logger: Logger) {
  return {
    req: (req: SerializedRequest) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.url),
      ...(logger.isLevelEnabled('debug') ? { headers: redactHeaders(req.headers) } : {}),
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  }
}
