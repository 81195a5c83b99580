import '@testing-library/jest-dom/jest-globals'
import { afterEach } from '@jest/globals'
import { act } from '@testing-library/react'
import { toast } from 'react-hot-toast'

// react-hot-toast keeps its toasts in a module-level store: start every test without any.
afterEach(() => {
  act(() => toast.remove())
  // The "You're registered" panel remembers its registration for the browser tab.
  sessionStorage.clear()
})
