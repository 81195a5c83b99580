import { useState } from 'react'
import { Link } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { useNetworking } from '../api/useNetworking'
import { rememberByDefault } from '../lib/rememberedMe'
import { WHO_TO_MEET_ANCHOR } from '../lib/whoToMeetAnchor'
import type { ReactNode } from 'react'

/**
 * The sentence with its `<0>…</0>` words as the link, where the translation puts them: what
 * site/src/i18n/Rich.tsx does, in three lines, as Rich here would become a chunk of its own and
 * lengthen the public entry's list of chunks to preload (its budget).
 */
function linked(text: string, link: (words: string) => ReactNode) {
  const [before, words, after] = text.split(/<0>(.*?)<\/0>/s)
  if (words === undefined) return text
  return (
    <>
      {before}
      {link(words)}
      {after}
    </>
  )
}

/**
 * "See who to meet" on the "You're going" card (issue 54): for someone who opted in, on a night
 * with it on, a link that opens their manage page (`path`) at the section. It asks the server
 * (the person's own view), so it shows only what is true now.
 */
export function SeeWhoToMeet({ token, path, nightEnds }: { token: string; path: string; nightEnds: string }) {
  const { data } = useNetworking(token)
  if (!data?.enabled || !data.profile) return null
  return (
    <p>
      {linked(i18n._('<0>See who to meet</0>: your suggestions for tonight and your code to swap contacts.'), (words) => (
        <Link to={{ pathname: path, hash: WHO_TO_MEET_ANCHOR }}>{words}</Link>
      ))}
      {data.contactCode && <RememberedHere token={token} nightEnds={nightEnds} />}
    </p>
  )
}

/**
 * Once the person has a contact code, the phone they opted in from remembers them for the night
 * (lib/rememberedMe.ts), so the first badge they scan asks at once; said only when it is true.
 * Their page's "Remember me on this phone tonight" undoes it.
 */
function RememberedHere({ token, nightEnds }: { token: string; nightEnds: string }) {
  const [remembered] = useState(() => rememberByDefault(token, nightEnds))
  return remembered ? ` ${i18n._('This phone remembers you tonight, so scanning a badge asks at once.')}` : null
}
