import '@testing-library/jest-dom/jest-globals'
import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ToastSlot } from '../../site/src/components/ToastSlot'
import { notify } from '../../site/src/lib/notify'
import { renderApp } from './renderApp'

/**
 * Messages in the flow of the part that raised them (issue 54, docs/decisions.md 387): a part
 * with a slot shows its own toasts there, nothing floats; a part without one still gets the
 * floating toaster; a part that replaces itself with one that has a slot hands its message on.
 */
function Page() {
  const [done, setDone] = useState(false)
  return (
    <>
      <section aria-label="Door" data-toast-scope="">
        <input aria-label="Search" />
        <ToastSlot />
        <button onClick={() => notify.success('Checked in: Ada')}>Check in Ada</button>
      </section>
      <section aria-label="Elsewhere">
        <button onClick={() => notify.success('Saved elsewhere')}>Save elsewhere</button>
      </section>
      <section aria-label="Form" data-toast-scope="">
        {done ? (
          <div>
            <h2>You're going</h2>
            <ToastSlot />
          </div>
        ) : (
          <button
            onClick={() => {
              notify.success('Registration successful')
              setDone(true)
            }}
          >
            Register
          </button>
        )}
      </section>
    </>
  )
}

const floating = () => document.querySelector('[data-rht-toaster]')

describe('toast slots', () => {
  it('shows a part’s message in its slot, not floating; a part without one floats; a replaced part hands it on', async () => {
    const user = userEvent.setup()
    renderApp(<Page />)
    await user.click(screen.getByRole('button', { name: 'Check in Ada' }))
    const door = screen.getByRole('region', { name: 'Door' })
    expect(await within(door).findByText('Checked in: Ada')).toBeInTheDocument()
    expect(floating()).not.toHaveTextContent('Checked in: Ada')

    await user.click(screen.getByRole('button', { name: 'Save elsewhere' }))
    await within(floating() as HTMLElement).findByText('Saved elsewhere')
    expect(door).not.toHaveTextContent('Saved elsewhere')

    await user.click(screen.getByRole('button', { name: 'Register' }))
    const form = screen.getByRole('region', { name: 'Form' })
    expect(await within(form).findByText('Registration successful')).toBeInTheDocument()
    expect(floating()).not.toHaveTextContent('Registration successful')
  })
})
