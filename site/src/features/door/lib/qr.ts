import jsQR from 'jsqr'

/** The part of an ImageData the decoder reads; tests build one from a PNG without a canvas. */
export interface PixelData {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The text of the QR code in these RGBA pixels, or null when none is found. */
export function decodeQrFromImageData({ data, width, height }: PixelData): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'dontInvert' })
  return found?.data || null
}

/** Big photos are scaled down first: jsQR's time grows with the pixel count. */
const MAX_SIDE = 1024

/** Draws an image or a video frame on a canvas and decodes the pixels (browser only). */
export function decodeQrFromSource(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): string | null {
  if (!sourceWidth || !sourceHeight) return null
  const scale = Math.min(1, MAX_SIDE / Math.max(sourceWidth, sourceHeight))
  canvas.width = Math.round(sourceWidth * scale)
  canvas.height = Math.round(sourceHeight * scale)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return decodeQrFromImageData(context.getImageData(0, 0, canvas.width, canvas.height))
}

/**
 * Decodes a photo the person chose or took (the fallback when the camera is unavailable).
 * An <img> rather than createImageBitmap: older iPhones cannot make a bitmap from a Blob,
 * and the image element applies the photo's EXIF rotation.
 */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return decodeQrFromSource(image, image.naturalWidth, image.naturalHeight)
  } finally {
    URL.revokeObjectURL(url)
  }
}
