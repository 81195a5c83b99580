import { ConfirmDialog } from '@site/components/ConfirmDialog'
import { useRefreshEvents } from '@site/hooks/useRefreshEvents'
import { notify, errorDetail } from '@site/lib/notify'
import { i18n } from '@site/i18n/i18n'
import { publishEvent } from '../api/dashboardEvents'
import { useFollowers } from '../api/useFollowers'
import type { FollowersDto } from '@contract/subscriptions'
import type { EventDto } from '@contract/types'

/**
 * Who hears of the publication: the confirmed followers of the event's city, by number only,
 * and only for a night that has not started (docs/api.md "Follow a city").
 */
function announcement(event: EventDto, followers: FollowersDto | undefined, failed: boolean): string {
  if (Date.parse(event.date) <= Date.now()) return i18n._('The night has started, so no email goes out.')
  if (!followers)
    return failed
      ? i18n._('The people following {city} will get an email.', { city: event.city })
      : i18n._('Counting the people following {city}...', { city: event.city })
  const { followers: count, city } = followers
  if (count === 0) return i18n._('Nobody follows {city} yet, so no email goes out.', { city })
  return i18n._(
    '{count, plural, one {# person following {city} will get an email.} other {# people following {city} will get an email.}}',
    { count, city },
  )
}

/** "Publish {name}?" with how many people the announcement reaches; then the draft is public. */
export function PublishEventDialog({ event, onClose }: { event: EventDto; onClose: () => void }) {
  const followers = useFollowers(event.id)
  const refreshEvents = useRefreshEvents()

  const publish = async () => {
    try {
      await publishEvent(event.id)
      notify.success(i18n._('Event published'))
      await refreshEvents()
    } catch (cause) {
      notify.error(i18n._('Failed to publish event'), errorDetail(cause))
    }
  }

  return (
    <ConfirmDialog
      message={i18n._('Publish {name}?', { name: event.name })}
      detail={announcement(event, followers.data, Boolean(followers.error))}
      confirmLabel={i18n._('Publish')}
      pendingLabel={i18n._('Publishing...')}
      danger={false}
      dismissLabel={i18n._('Cancel')}
      onConfirm={publish}
      onClose={onClose}
    />
  )
}
