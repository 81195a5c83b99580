import { describe, expect, it } from '@jest/globals'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { notify } from '../../site/src/lib/notify'
import { renderApp } from './renderApp'

/** jsdom has no PointerEvent; a MouseEvent carries the same clientX. */
const pointer = (type: string, element: Element, clientX: number) =>
  fireEvent(element, new MouseEvent(type, { bubbles: true, clientX }))

describe('the toaster', () => {
  it('shows one toast at a time', async () => {
    renderApp(<div />)
    act(() => {
      notify.success('First toast')
      notify.success('Second toast')
    })
    await waitFor(() => expect(screen.queryByText('First toast')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(screen.getByText('Second toast')).toBeInTheDocument()
  })

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one', async () => {
    renderApp(<div />)
    act(() => {
      notify.success('Swipe me')
    })
    const body = await screen.findByText('Swipe me')
    pointer('pointerdown', body, 100)
    pointer('pointerup', body, 140)
    // A dismissed toast leaves the page 1 s later; this one must outlive that (it lasts 5 s).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
    expect(screen.getByText('Swipe me')).toBeInTheDocument()
    pointer('pointerdown', body, 100)
    pointer('pointermove', body, 170)
    pointer('pointerup', body, 170)
    await waitFor(() => expect(screen.queryByText('Swipe me')).not.toBeInTheDocument(), { timeout: 3000 })
  })

  it('F8 moves focus to the notification area', () => {
    renderApp(<div />)
    fireEvent.keyDown(window, { key: 'F8' })
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }))
  })
})
