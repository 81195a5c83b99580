import { Link } from 'react-router-dom'
import { useNetworking } from '../api/useNetworking'
import { WHO_TO_MEET_ANCHOR } from '../lib/whoToMeetAnchor'

/**
 * "See who to meet" on the "You're going" card (issue 54): for someone who opted in, on a night
 * with it on, a link that opens their manage page (`path`) at the section. It asks the server
 * (the person's own view), so it shows only what is true now.
 */
export function SeeWhoToMeet({ token, path }: { token: string; path: string }) {
  const { data } = useNetworking(token)
  if (!data?.enabled || !data.profile) return null
  return (
    <p>
      <Link to={{ pathname: path, hash: WHO_TO_MEET_ANCHOR }}>See who to meet</Link>: your suggestions for tonight and your code
      to swap contacts.
    </p>
  )
}
