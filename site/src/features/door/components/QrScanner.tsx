import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { useLatest } from '@site/hooks/useLatest'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { decodeQrFromFile, decodeQrFromSource } from '../lib/qr'

/** How often a camera frame is decoded: quick enough to feel instant, light on a phone. */
export const SCAN_INTERVAL_MS = 200
/** The same code seen again within this time is the same person still holding up their phone. */
const REPEAT_GAP_MS = 3000

type CameraState = 'starting' | 'scanning' | 'unavailable'

const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`

const Video = styled.video`
  width: 100%;
  max-height: 60vh;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: #000;
`

// Label above the file input: a file input is ~250 px wide and must not push a phone page sideways.
const PhotoLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  input {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 400;
  }
  /* The browser's own button is light grey on any theme: dark mode showed a bright unstyled box. */
  input::file-selector-button {
    min-height: 44px;
    margin-right: 12px;
    padding: 0 16px;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

const cameraApi = () => {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
  return media?.getUserMedia ? media : undefined
}

/** Starts the back camera and decodes a frame every SCAN_INTERVAL_MS until unmounted. */
function useCameraScanner(videoRef: React.RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  // Without a camera API the photo fallback shows from the first render.
  const [state, setState] = useState<CameraState>(() => (cameraApi() ? 'starting' : 'unavailable'))
  const latestOnCode = useLatest(onCode)

  useEffect(() => {
    const media = cameraApi()
    const video = videoRef.current
    if (!media || !video) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    const canvas = document.createElement('canvas')
    let last = { text: '', at: 0 }

    media
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (granted) => {
        if (stopped) {
          granted.getTracks().forEach((track) => track.stop())
          return
        }
        stream = granted
        video.srcObject = granted
        await video.play().catch(() => undefined)
        setState('scanning')
        timer = setInterval(() => {
          if (video.readyState < 2) return
          const text = decodeQrFromSource(video, video.videoWidth, video.videoHeight, canvas)
          const now = Date.now()
          if (!text || (text === last.text && now - last.at < REPEAT_GAP_MS)) return
          last = { text, at: now }
          latestOnCode.current(text)
        }, SCAN_INTERVAL_MS)
      })
      .catch((error: unknown) => {
        console.error('Camera unavailable:', error)
        if (!stopped) setState('unavailable')
      })

    return () => {
      stopped = true
      if (timer) clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
      video.srcObject = null
    }
  }, [videoRef, latestOnCode])

  return state
}

/**
 * Scans entry codes with the phone's back camera; a photo of the code works when the camera
 * is unavailable or refused. Closing or leaving the page stops the camera.
 */
export function QrScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const state = useCameraScanner(videoRef, onCode)
  const [photoNote, setPhotoNote] = useState('')

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setPhotoNote('')
    try {
      const text = await decodeQrFromFile(file)
      if (text) onCode(text)
      else setPhotoNote(i18n._('No QR code found in that photo. Try again closer and in focus.'))
    } catch (error) {
      console.error('Could not read the photo:', error)
      setPhotoNote(i18n._('Could not read that photo. Try another one.'))
    }
  }

  return (
    <Panel aria-label={i18n._('QR code scanner')}>
      {state === 'unavailable' ? (
        <Note role="status">{i18n._('The camera is not available. Take a photo of the code instead.')}</Note>
      ) : (
        <>
          <Video ref={videoRef} muted playsInline aria-label={i18n._('Camera view')} />
          <Note role="status">
            {state === 'starting' ? i18n._('Starting the camera...') : i18n._('Point the camera at the entry code.')}
          </Note>
        </>
      )}
      <PhotoLabel>
        {i18n._('Photo of a code')}
        <input type="file" accept="image/*" capture="environment" onChange={(event) => void onPhoto(event)} />
      </PhotoLabel>
      {photoNote && <Note role="alert">{photoNote}</Note>}
      <Button $variant="secondary" onClick={onClose}>
        {i18n._('Close scanner')}
      </Button>
    </Panel>
  )
}
