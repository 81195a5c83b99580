import { Transform } from 'node:stream'

const LF = 0x0a
const CR = 0x0d
const CRLF = Buffer.from('\r\n')

/**
 * Every line break as CRLF, the only one RFC 5322 allows: nodemailer's message stream writes
 * headers with CRLF but leaves a 7bit body's bare LF as the text had it (an SMTP server's DATA
 * stage normalises them; a file does not). A CRLF already there is kept as it is.
 */
export function crlfLineEnds(): Transform {
  let previous = -1
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // One push per chunk: a push per line made the file stream write each line on its own.
      const parts: Buffer[] = []
      let start = 0
      for (let at = 0; at < chunk.length; at++) {
        if (chunk[at] !== LF || (at > 0 ? chunk[at - 1] : previous) === CR) continue
        parts.push(chunk.subarray(start, at), CRLF)
        start = at + 1
      }
      if (start < chunk.length) parts.push(chunk.subarray(start))
      if (chunk.length) previous = chunk[chunk.length - 1]
      done(null, parts.length === 1 ? parts[0] : Buffer.concat(parts))
    },
  })
}
