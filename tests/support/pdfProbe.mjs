// Reads a PDF with pdf.js (unpdf) in its own process and prints what tests/support/pdf.ts
// returns, as JSON. Its own process because pdf.js refuses to start inside Jest's module
// sandbox (it finds an enumerable Array.prototype property another test dependency adds).
import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'

const document = await getDocumentProxy(new Uint8Array(await readFile(process.argv[2])))
const { text } = await extractText(document, { mergePages: false })
const sizes = []
const items = []
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number)
  const viewport = page.getViewport({ scale: 1 })
  sizes.push([Math.round(viewport.width), Math.round(viewport.height)])
  // Each run of text: where it starts (x, and y from the top), how wide it is and its font size, in points.
  items.push(
    (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              str: item.str,
              x: item.transform[4],
              y: viewport.height - item.transform[5],
              width: item.width,
              size: Math.hypot(item.transform[2], item.transform[3]),
            },
          ]
        : [],
    ),
  )
}
process.stdout.write(JSON.stringify({ pages: text.map((page) => page.replace(/\s+/g, ' ').trim()), sizes, items }))
