import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoutes } from '../../site/src/app/AppRoutes'
import { freezeDate } from './clock'
import { mockApi } from './mockApi'
import { renderApp } from './renderApp'
import type { FeedbackDto } from '../../contract/feedback'

/**
 * "How was {night}?" (site/src/features/feedback/components/PulseForm.tsx): the last day to change
 * an answer is the night's, read in its zone, wherever the reader's phone is: answers close at
 * 9:00 on the morning after plus 7 days there (cms/modules/feedback/pulseJob.ts).
 */
const TOKEN = 'pulseTokenpulseTokenpu'
// A night in Brisbane (UTC+10): answers close at 9:00 on Sunday 22 March there, still Saturday 21 in UTC.
const feedback: FeedbackDto = {
  event: { id: 3, name: 'Brisbane Night', date: '2026-03-14T08:00:00.000Z', timezone: 'Australia/Brisbane' },
  rating: null,
  metSomeoneUseful: null,
  comment: null,
  anonymous: false,
  editableUntil: '2026-03-21T23:00:00.000Z',
}

beforeEach(() => freezeDate('2026-03-15T12:00:00.000Z'))
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('the pulse’s thank-you', () => {
  it('names the last day to change the answer in the night’s zone', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    mockApi({
      [`GET /api/feedback/${TOKEN}`]: { body: feedback },
      [`PUT /api/feedback/${TOKEN}`]: { body: { ...feedback, rating: 4 } },
    })
    renderApp(<AppRoutes />, { route: `/feedback/${TOKEN}` })
    await user.click(await screen.findByRole('radio', { name: /4/ }))
    await user.click(screen.getByRole('button', { name: 'Send my answer' }))
    expect(await screen.findByText('Thank you! You can change your answer until Sunday, March 22, 2026.')).toBeInTheDocument()
  })
})
