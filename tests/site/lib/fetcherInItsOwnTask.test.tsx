import '@testing-library/jest-dom/jest-globals'
import { describe, expect, it } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { Providers } from '../../../site/src/app/Providers'
import { drawnByTheBrowser } from '../../../site/src/components/InBrowser'
import { useCompanies } from '../../../site/src/features/events/api/useCompanies'
import { mockApi } from '../mockApi'

function Companies() {
  const { data } = useCompanies(1)
  return <p>{data ? data.companies.join(', ') : 'No companies yet'}</p>
}

describe('fetcherInItsOwnTask', () => {
  it('asks for a night’s companies in a task after the commit that first reads them, then shows them', async () => {
    const api = mockApi({ 'GET /api/events/1/companies': { body: { companies: ['Acme Tools', 'Brass Works'] } } })
    drawnByTheBrowser()
    act(() => {
      render(
        <Providers>
          <Companies />
        </Providers>,
      )
    })
    // SWR asks inside the commit that drew the component; the request itself waits for the next task.
    expect(screen.getByText('No companies yet')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/1/companies')).toHaveLength(0)
    expect(await screen.findByText('Acme Tools, Brass Works')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/1/companies')).toHaveLength(1)
  })
})
