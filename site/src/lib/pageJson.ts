/**
 * A JSON object the server put into the page (`<script type="application/json">`, cms/spa/spa.ts);
 * an empty one when it is absent or unreadable: the page then asks or works it out itself.
 */
export function pageJson(id: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(id)?.textContent ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
