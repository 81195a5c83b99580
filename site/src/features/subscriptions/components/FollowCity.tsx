import { Suspense } from 'react'
import styled from 'styled-components'
import { InBrowser } from '@site/components/InBrowser'
import { lazyInItsOwnTask } from '@site/lib/lazyInItsOwnTask'
import type { FollowCityFormProps } from './FollowCityForm'

// The form (react-hook-form + zod) comes in its own chunk, after the page around it is on
// screen: the home page's first script stays small. It is asked for in a task of its own
// (lazyInItsOwnTask), not inside the render that takes the page over.
const FollowCityForm = lazyInItsOwnTask(() => import('./FollowCityForm').then((module) => ({ default: module.FollowCityForm })))

/** Holds about the form's height while it loads, so nothing below it jumps. */
const Placeholder = styled.div`
  min-height: 240px;
`

/** "Get notified about new nights in {city}", loaded when first shown. */
export function FollowCity(props: FollowCityFormProps) {
  return (
    <InBrowser placeholder={<Placeholder />}>
      <Suspense fallback={<Placeholder />}>
        <FollowCityForm {...props} />
      </Suspense>
    </InBrowser>
  )
}
