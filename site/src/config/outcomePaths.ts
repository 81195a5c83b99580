/**
 * The outcome views' routes (site/src/features/outcomes), apart from `paths` so that the public
 * entry carries none of them: the dashboard's chunk (`/admin/*`) serves them.
 */
export const outcomePaths = {
  /** What a night achieved, the morning after. */
  night: (eventId: string | number) => `/admin/events/${eventId}/outcomes`,
  nightPattern: '/admin/events/:id/outcomes',
  /** The dashboard's Outcomes tab: the caller's nights side by side, or one series' (`series`). */
  series: (series?: string | null) =>
    series ? `/admin?tab=outcomes&series=${encodeURIComponent(series)}` : '/admin?tab=outcomes',
} as const
