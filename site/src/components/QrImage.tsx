import { useEffect, useState } from 'react'
import QRCode from 'qrcode'
import styled from 'styled-components'
import { theme } from '@site/config/theme'

const Figure = styled.figure`
  margin: 1rem 0 0;
  text-align: center;

  img {
    width: 200px;
    height: 200px;
    max-width: 100%;
    margin: 0 auto;
    image-rendering: pixelated;
    /* Dark modules on white in both colour schemes: scanners expect them. */
    background: ${theme.colors.logoSurface};
  }

  figcaption {
    margin-top: 0.5rem;
  }
`

/** A QR code of `value` as an image, drawn in the browser (nothing leaves the page). */
export function QrImage({ value, alt, caption }: { value: string; alt: string; caption?: string }) {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    QRCode.toDataURL(value, { width: 400, margin: 2, errorCorrectionLevel: 'M' })
      .then((data) => current && setImage(data))
      .catch(() => current && setImage(null))
    return () => {
      current = false
    }
  }, [value])
  if (!image) return null
  return (
    <Figure>
      <img src={image} alt={alt} />
      {caption && <figcaption>{caption}</figcaption>}
    </Figure>
  )
}
