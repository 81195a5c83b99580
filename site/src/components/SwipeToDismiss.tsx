import { useRef, useState, type ReactNode } from 'react'
import { toast } from 'react-hot-toast'

/** docs/product.md "Messages and toasts": a toast is swiped away to the right past 50 px. */
export const SWIPE_THRESHOLD_PX = 50

export function SwipeToDismiss({ id, children }: { id: string; children: ReactNode }) {
  const startX = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const reset = () => {
    startX.current = null
    setOffset(0)
  }

  return (
    <div
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : undefined,
        touchAction: 'pan-y',
      }}
      onPointerDown={(event) => {
        startX.current = event.clientX
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }}
      onPointerMove={(event) => {
        if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current))
      }}
      onPointerUp={(event) => {
        const moved = startX.current === null ? 0 : event.clientX - startX.current
        if (moved > SWIPE_THRESHOLD_PX) toast.dismiss(id)
        reset()
      }}
      onPointerCancel={reset}
    >
      {children}
    </div>
  )
}
