import '@testing-library/jest-dom/jest-globals'
import { describe, expect, it, jest } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyInItsOwnTask } from '../../../site/src/lib/lazyInItsOwnTask'

describe('lazyInItsOwnTask', () => {
  it('asks for the chunk in a task after the render that first draws it, then draws it', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <p>The form</p> }))
    const Form = lazyInItsOwnTask(load)
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Form />
        </Suspense>,
      )
    })
    // React's `lazy` asks inside this render; here the render only shows the placeholder.
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()
    expect(await screen.findByText('The form')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
