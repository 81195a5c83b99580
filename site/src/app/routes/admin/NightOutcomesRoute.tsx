import { NightOutcomesPage } from '@site/features/outcomes/components/NightOutcomesPage'
import { useEvent } from '@site/features/events/api/useEvent'

/** `/admin/events/:id/outcomes`: what the night achieved, under the night's name and date. */
export default function NightOutcomesRoute({ id }: { id: string }) {
  const { data: event } = useEvent(id)
  return <NightOutcomesPage id={id} event={event} />
}
