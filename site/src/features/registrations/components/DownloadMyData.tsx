import { ButtonAnchor } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { myDataKey } from '../api/keys'

/**
 * "Download my data": the server makes the file when asked (`GET /api/registrations/:token/export`).
 * The emailed link's `proof` goes along, so the file holds every registration of the address;
 * without it (the link shown after registering) only this one (docs/privacy.md).
 */
export function DownloadMyData({ token, proof }: { token: string; proof: string | null }) {
  const href = proof ? `${myDataKey(token)}?proof=${encodeURIComponent(proof)}` : myDataKey(token)
  return (
    <ButtonAnchor href={href} download={i18n._('my-registrations.json')} $variant="secondary">
      {i18n._('Download my data')}
    </ButtonAnchor>
  )
}
