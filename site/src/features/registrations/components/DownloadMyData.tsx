import { ButtonAnchor } from '@site/components/Button'
import { myDataKey } from '../api/keys'

/**
 * "Download my data": the server makes the file when asked (`GET /api/registrations/:token/export`).
 * The emailed link's `proof` goes along, so the file holds every registration of the address;
 * without it (the link shown after registering) only this one (docs/privacy.md).
 */
export function DownloadMyData({ token, proof }: { token: string; proof: string | null }) {
  const href = proof ? `${myDataKey(token)}?proof=${encodeURIComponent(proof)}` : myDataKey(token)
  return (
    <ButtonAnchor href={href} download="my-registrations.json" $variant="secondary">
      Download my data
    </ButtonAnchor>
  )
}
