/** The one error class of the /api contract: status, a message for people, field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    // A 4xx is an answer, not a fault: nobody reads where it was thrown, and capturing the
    // stack was a twentieth of a rush's refusals (docs/benchmarks.md). A 5xx keeps its stack.
    const stackTraceLimit = Error.stackTraceLimit
    if (status < 500) Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = stackTraceLimit
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors)
export const unauthorized = (message: string) => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
