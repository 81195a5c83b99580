import { escapeHtml } from '../../lib/html'

/** Simple, mobile-friendly HTML: one column, readable type, real links; a full document with the reader's language and a title. */
export const layout = (product: string, title: string, paragraphs: string[], locale = 'en') =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#1b2430">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1f3a5f">${escapeHtml(product)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${p}</p>`).join('\n')}
</div></body></html>`

export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1f3a5f">${escapeHtml(label)}</a>`

/**
 * A sentence whose `<0>…</0>` part is the link: one catalogue message, so each language puts the
 * link where its word order wants it (the site's `Rich` reads the same markup). Without the markup
 * (a catalogue that lost it) the whole sentence is the link.
 */
export function linkedSentence(href: string, sentence: string, { bold = false } = {}): string {
  const linked = (label: string) => (bold ? `<strong>${link(href, label)}</strong>` : link(href, label))
  const parts = /^(.*?)<0>(.*?)<\/0>(.*)$/s.exec(sentence)
  if (!parts) return linked(sentence)
  const [, before, label, after] = parts
  return `${escapeHtml(before)}${linked(label)}${escapeHtml(after)}`
}

export { escapeHtml }
