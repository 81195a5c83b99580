import '@testing-library/jest-dom/jest-globals'
import { describe, expect, it } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import { NetworkingAggregate } from '../../site/src/features/networking/components/NetworkingAggregate'
import { mockApi } from './mockApi'
import { renderApp } from './renderApp'

/**
 * The host's "Unmet needs" (issue 54): what nobody offers, apart from what fewer people offer
 * than look for; one list only when only one kind is there.
 */
describe('the host’s unmet needs', () => {
  it('separates "nobody offers it" from "fewer offer than need it"', async () => {
    mockApi({
      'GET /api/events/5/networking': {
        body: {
          optedIn: 9,
          offers: { 'CNC machining': 1 },
          needs: { 'CNC machining': 5, 'Injection moulding': 3 },
          unmetNeeds: [
            { tag: 'CNC machining', needing: 5, offering: 1 },
            { tag: 'Injection moulding', needing: 3, offering: 0 },
          ],
        },
      },
    })
    renderApp(<NetworkingAggregate eventId={5} />)
    const nobody = await screen.findByRole('list', { name: 'Nobody offers it' })
    expect(
      within(nobody)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 looking for injection moulding, 0 offering'])
    const fewer = screen.getByRole('list', { name: 'Fewer offer than need it' })
    expect(
      within(fewer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 looking for CNC machining, 1 offering'])
  })

  it('shows only the kind there is', async () => {
    mockApi({
      'GET /api/events/5/networking': {
        body: { optedIn: 6, offers: {}, needs: { Packaging: 2 }, unmetNeeds: [{ tag: 'Packaging', needing: 2, offering: 0 }] },
      },
    })
    renderApp(<NetworkingAggregate eventId={5} />)
    expect(await screen.findByRole('list', { name: 'Nobody offers it' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Fewer offer than need it' })).not.toBeInTheDocument()
  })
})
