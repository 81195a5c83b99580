import { describe, expect, it } from '@jest/globals'
import { screen } from '@testing-library/react'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { renderApp } from './renderApp'

describe('app shell', () => {
  it('shows the not-found screen for an unknown path', () => {
    renderApp(<AppRoutes />, { route: '/nowhere' })
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument()
  })
})
