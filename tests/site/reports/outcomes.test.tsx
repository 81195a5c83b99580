import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { NightCharts } from '../../../site/src/features/outcomes/components/NightCharts'
import { Comments } from '../../../site/src/features/outcomes/components/Comments'
import { SeriesCharts } from '../../../site/src/features/outcomes/components/SeriesCharts'
import { renderApp } from '../renderApp'
import type { NightOutcomesDto, OutcomesDto } from '../../../contract/feedback'

/**
 * The outcome charts as the server's figures draw them (site/src/features/outcomes): each an
 * image named by its title and described by its text alternative; below 5 answers the rating,
 * the split and comments say why they are missing; an anonymous comment names nobody.
 */
const answered: OutcomesDto = {
  registered: 8,
  checkedIn: 6,
  noShowRate: 0.25,
  responses: 5,
  responseRate: 0.8333,
  rating: { average: 3.6, counts: { '1': 0, '2': 1, '3': 1, '4': 2, '5': 1 } },
  metSomeoneUseful: { yes: 3, no: 1 },
  comments: [
    { text: 'Loved it', name: null },
    { text: 'Met a welder', name: 'Bea Baker' },
  ],
  networking: { optedIn: 4, optInRate: 0.5, swapsRequested: 3, swapsMutual: 2, peopleWithMutualSwap: 3 },
  firstTimers: { count: 4, cameBackWithin90Days: 1 },
}
const few: OutcomesDto = { ...answered, responses: 3, responseRate: 0.5, rating: null, metSomeoneUseful: null, comments: [] }

const description = (name: string) => {
  const image = screen.getByRole('img', { name })
  return document.getElementById(image.getAttribute('aria-describedby')!)?.textContent
}

describe('a night’s outcome charts', () => {
  it('draws a chart per figure, each with its title and text alternative', () => {
    renderApp(<NightCharts outcomes={answered} />)
    expect(screen.getAllByRole('img').map((image) => image.querySelector('title')?.textContent)).toEqual([
      'Who came',
      'Answers to “How was it?”',
      'Rating',
      'Met someone useful',
      'Who to meet: opted in',
      'Contact swaps',
      'First-timers',
    ])
    expect(description('Who came')).toBe('6 of 8 registered came; no-show rate 25%.')
    expect(description('Answers to “How was it?”')).toBe('5 answers from 6 people who came: 83% against a goal of 30%.')
    expect(description('Rating')).toBe('Average 3.6 of 5 from 5 answers; 1 rated 5, 2 rated 4, 1 rated 3, 1 rated 2, 0 rated 1.')
    expect(description('Met someone useful')).toBe('3 said yes, 1 said no and 1 did not say, of 5 answers.')
    expect(description('First-timers')).toBe('4 people came for the first time; 1 of them came to another night within 90 days.')
  })

  it('counts no no-shows on a night called off: nobody was expected to come', () => {
    const calledOff: OutcomesDto = { ...few, checkedIn: 0, noShowRate: null, responses: 0, responseRate: null, calledOff: true }
    renderApp(<NightCharts outcomes={calledOff} />)
    expect(description('Who came')).toBe('8 registered; the night was called off, so nobody was expected to come.')
  })

  it('says why the rating and the split are missing below 5 answers, and charts the rest', () => {
    renderApp(<NightCharts outcomes={few} />)
    expect(screen.queryByRole('img', { name: 'Rating' })).toBeNull()
    expect(screen.queryByRole('img', { name: 'Met someone useful' })).toBeNull()
    for (const name of ['Rating', 'Met someone useful'])
      expect(within(screen.getByRole('region', { name })).getByText(/Ratings appear from 5 answers/)).toBeTruthy()
    expect(screen.getAllByRole('img')).toHaveLength(5)
  })

  it('shows comments from 5 answers, an anonymous one without a name', () => {
    const { unmount } = renderApp(<Comments outcomes={answered} />)
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toEqual(['Loved itAnonymous', 'Met a welderBea Baker'])
    unmount()
    renderApp(<Comments outcomes={few} />)
    expect(screen.getByText(/Comments appear from 5 answers/)).toBeTruthy()
  })

  it('draws the series night by night, a night without a rating as a gap', () => {
    const night = (id: number, name: string, outcomes: Omit<OutcomesDto, 'comments'>): NightOutcomesDto => ({
      event: { id, name, date: `2026-0${id}-10T23:00:00.000Z`, timezone: 'America/Chicago', seriesId: 's' },
      outcomes,
    })
    const { comments: _a, ...first } = few
    const { comments: _b, ...second } = answered
    renderApp(<SeriesCharts nights={[night(1, 'January Night', first), night(2, 'February Night', second)]} />)
    expect(description('Average rating')).toBe(
      '2 nights: not shown (fewer than 5 answers) at January Night, 3.6 of 5 at February Night, the latest (ratings appear from 5 answers).',
    )
    expect(description('Came')).toBe('2 nights: 6 at January Night, 6 at February Night, the latest.')
    expect(screen.getAllByRole('img')).toHaveLength(5)
  })

  it('charts a night called off as called off, not as a night nobody came to', () => {
    const night = (id: number, name: string, outcomes: Omit<OutcomesDto, 'comments'>): NightOutcomesDto => ({
      event: { id, name, date: `2026-0${id}-10T23:00:00.000Z`, timezone: 'America/Chicago', seriesId: 's' },
      outcomes,
    })
    const { comments: _a, ...held } = answered
    const calledOff = { ...held, checkedIn: 0, noShowRate: null, responses: 0, responseRate: null, calledOff: true as const }
    renderApp(<SeriesCharts nights={[night(1, 'January Night', held), night(2, 'February Night', calledOff)]} />)
    expect(description('Came')).toBe('2 nights: 6 at January Night, called off at February Night, the latest.')
    const came = within(screen.getByRole('figure', { name: 'Came' }))
    expect(came.getByRole('row', { name: /February Night/, hidden: true }).textContent).toMatch(/called off$/)
  })
})
