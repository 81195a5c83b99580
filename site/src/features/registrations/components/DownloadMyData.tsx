import { ButtonAnchor } from '@site/components/Button'
import { myDataKey } from '../api/keys'

/** "Download my data": the server makes the file when asked (`GET /api/registrations/:token/export`). */
export function DownloadMyData({ token }: { token: string }) {
  return (
    <ButtonAnchor href={myDataKey(token)} download="my-registrations.json" $variant="secondary">
      Download my data
    </ButtonAnchor>
  )
}
