import { useEffect, useState } from 'react'
import QRCode from 'qrcode'
import styled from 'styled-components'

const Figure = styled.figure`
  margin: 1rem 0 0;
  text-align: center;

  img {
    width: 200px;
    height: 200px;
    max-width: 100%;
    image-rendering: pixelated;
  }

  figcaption {
    margin-top: 0.5rem;
  }
`

/** The entry code the door scans: the same URL as the confirmation email's QR code. */
export function EntryCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    QRCode.toDataURL(url, { width: 400, margin: 2, errorCorrectionLevel: 'M' })
      .then((data) => current && setImage(data))
      .catch(() => current && setImage(null))
    return () => {
      current = false
    }
  }, [url])
  if (!image) return null
  return (
    <Figure>
      <img src={image} alt="QR code: your entry code for the door" />
      <figcaption>Show this code at the door.</figcaption>
    </Figure>
  )
}
