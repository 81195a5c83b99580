/** How a share went: the system's share sheet, a copy to the clipboard, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Shares a link with the system's share sheet (Web Share API, on phones), else copies it to the
 * clipboard. Dismissing the share sheet is not a failure.
 */
export async function shareLink(data: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Refused (no user gesture, not allowed here): the clipboard below.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** The absolute address of a path on this site. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString()
