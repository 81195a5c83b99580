import { inflateRawSync } from 'node:zlib'

/**
 * The files of a zip archive, read from its central directory (PKWARE's APPNOTE: end of central
 * directory record, central headers, local headers), stored or deflated. Small on purpose: the
 * wallet test reads a .pkpass with it, without the archive library that wrote it.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip archive: no end of central directory')
  const count = archive.readUInt16LE(end + 10)
  let at = archive.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header at ${at}`)
    const method = archive.readUInt16LE(at + 10)
    const compressedSize = archive.readUInt32LE(at + 20)
    const nameLength = archive.readUInt16LE(at + 28)
    const extraLength = archive.readUInt16LE(at + 30)
    const commentLength = archive.readUInt16LE(at + 32)
    const local = archive.readUInt32LE(at + 42)
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength)
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28)
    const data = archive.subarray(dataStart, dataStart + compressedSize)
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`)
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}
