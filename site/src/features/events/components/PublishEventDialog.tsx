import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { notify } from '@site/lib/notify'
import { publishEvent } from '../api/dashboardEvents'
import { useFollowers } from '../api/useFollowers'
import type { FollowersDto } from '@contract/subscriptions'
import type { EventDto } from '@contract/types'

/**
 * Who hears of the publication: the confirmed followers of the event's city, by number only,
 * and only for a night that has not started (docs/api.md "Follow a city").
 */
function announcement(event: EventDto, followers: FollowersDto | undefined, failed: boolean): string {
  if (Date.parse(event.date) <= Date.now()) return 'The night has started, so no email goes out.'
  if (!followers)
    return failed ? `The people following ${event.city} will get an email.` : `Counting the people following ${event.city}...`
  const { followers: count, city } = followers
  if (count === 0) return `Nobody follows ${city} yet, so no email goes out.`
  return `${count} ${count === 1 ? 'person' : 'people'} following ${city} will get an email.`
}

/** "Publish {name}?" with how many people the announcement reaches; then the draft is public. */
export function PublishEventDialog({ event, onClose }: { event: EventDto; onClose: () => void }) {
  const followers = useFollowers(event.id)
  const refreshEvents = useRefreshEvents()

  const publish = async () => {
    try {
      await publishEvent(event.id)
      notify.success('Event published')
      await refreshEvents()
    } catch (cause) {
      notify.error('Failed to publish event', cause instanceof Error ? cause.message : undefined)
    }
  }

  return (
    <ConfirmDialog
      message={`Publish ${event.name}?`}
      detail={announcement(event, followers.data, Boolean(followers.error))}
      confirmLabel="Publish"
      pendingLabel="Publishing..."
      danger={false}
      onConfirm={publish}
      onClose={onClose}
    />
  )
}
