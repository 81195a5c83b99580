import { useParams } from 'react-router-dom'
import EventReportPage from '@site/features/reports/components/EventReportPage'
import { NetworkingAggregate } from '@site/features/networking/components/NetworkingAggregate'

/** `/admin/events/:id/report`: the night's numbers, and "Who to meet"'s counts when people opted in. */
export default function EventReportRoute() {
  const { id = '' } = useParams()
  return (
    <EventReportPage>
      <NetworkingAggregate eventId={id} quiet level={2} />
    </EventReportPage>
  )
}
