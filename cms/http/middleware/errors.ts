import { HttpError } from '../../lib/httpError'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageFailure } from '../../db/storageHealth'
import { isValueNoRowCanHold } from '../../../config/idValues'
import { translateAnswer } from './translatedAnswers'
import type { ErrorRequestHandler, RequestHandler } from 'express'

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, 'Not found'))

interface PayloadishError {
  status?: number
  statusCode?: number
  type?: string
  name?: string
  message?: string
  data?: { errors?: { path?: string; message?: string }[] }
}

/** The fields a refusal names (Payload's `data.errors`), as the contract's `errors`. */
function fieldErrors(err: PayloadishError): Record<string, string> | undefined {
  const errors: Record<string, string> = {}
  for (const item of err.data?.errors ?? []) if (item.path) errors[item.path] = item.message ?? 'Invalid value'
  return Object.keys(errors).length ? errors : undefined
}

/** Turns anything thrown into the contract's `{message, errors?}` body; stacks go to the log only. */
function toHttpError(err: PayloadishError): HttpError {
  if (err instanceof HttpError) return err
  // Disk full, read-only or missing database, no primary: the contract's 503, never a 500.
  if (isStorageFailure(err)) return new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE)
  // An id in a path that no row can have (`/api/events/99999999999999999999`): not found.
  if (isValueNoRowCanHold(err)) return new HttpError(404, 'Not found')
  if (err.type === 'entity.parse.failed') return new HttpError(400, 'Malformed JSON body')
  if (err.type === 'entity.too.large') return new HttpError(413, 'Request body is too large')
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new HttpError(415, 'Unsupported body encoding')
  }
  const status = err.status ?? err.statusCode
  if (err.name === 'ValidationError' && err.data?.errors?.length)
    return new HttpError(400, err.data.errors[0]?.message ?? 'Invalid input', fieldErrors(err) ?? {})
  if (status === 401) return new HttpError(401, 'You must be signed in')
  if (status === 403) return new HttpError(403, 'You do not have permission to do this')
  if (status === 404) return new HttpError(404, 'Not found')
  // A refusal that names its field (a night with people kept published: `status`) says so in `errors`,
  // which the dashboard reads in any language.
  if (status && status >= 400 && status < 500) return new HttpError(status, err.message || 'Bad request', fieldErrors(err))
  return new HttpError(500, 'Something went wrong on our side. Please try again.')
}

/** The contract's answer to anything thrown: its status and `{message, errors?}` body (a 500 names the request). */
export function errorAnswer(err: unknown, requestId: unknown) {
  const httpError = toHttpError(err as PayloadishError)
  return {
    httpError,
    body: {
      message: httpError.message,
      ...(httpError.errors ? { errors: httpError.errors } : {}),
      ...(httpError.status === 500 ? { requestId } : {}),
    },
  }
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { httpError, body } = errorAnswer(err, req.id)
  if (httpError.status >= 500) req.log?.error({ err }, httpError.status === 503 ? 'storage unavailable' : 'request failed')
  else req.log?.debug({ err: { message: httpError.message } }, 'request refused')
  if (res.headersSent) return res.end()
  // In the reader's language here too: a refusal raised before translatedAnswers (another origin) is one of the answers.
  res.status(httpError.status).json(translateAnswer(req.locale ?? 'en', body))
}
