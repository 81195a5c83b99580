import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adminUser, hostUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { eventRoutes, makeEvent, renderAdmin } from './renderAdmin'

/** The dashboard's "Duplicate" and "Repeat…" (docs/product.md "Duplicate and series"). */
/** The editor's Team section for a new copy: its owner alone. */
const ownerAlone = {
  body: [{ userId: Number(hostUser.id), name: 'Hana Host', email: 'hana@example.com', role: 'owner' as const }],
}
const rowOf = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr')!)

describe('Duplicate and Repeat on the dashboard', () => {
  it('Duplicate makes the next night as a draft and opens it in the editor with its date', async () => {
    const user = userEvent.setup()
    const copy = makeEvent({ id: 12, date: '2026-04-12T23:00:00.000Z', endDate: '2026-04-13T02:00:00.000Z', status: 'draft' })
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'POST /api/events/11/duplicate': { status: 201, body: copy },
      'GET /api/events/12/team': ownerAlone,
    })
    const row = await rowOf('Spring Pub Night')
    await user.click(row.getByRole('button', { name: 'Duplicate Spring Pub Night as next night' }))
    expect(await screen.findByText('Draft copy saved')).toBeInTheDocument()
    expect(screen.getByText('Spring Pub Night: April 12, 2026')).toBeInTheDocument()
    // Nothing is published in one click: the copy opens for editing, its date in view.
    const editor = await screen.findByRole('dialog', { name: 'Edit Event' })
    expect(within(editor).getByLabelText<HTMLInputElement>('Start date and time').value).toMatch(/^2026-04-12T/)
    expect(within(editor).getByText(/Draft: only your team sees it/)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/events/12')).toHaveLength(0)
    expect(api.callsTo('POST', '/api/events/11/duplicate')).toEqual([
      { method: 'POST', path: '/api/events/11/duplicate', body: {} },
    ])
    // The lists are read again, so the new night appears.
    await waitFor(() => expect(api.callsTo('GET', '/api/events/host/7?status=current').length).toBeGreaterThanOrEqual(2))
  })

  it('Repeat… asks how often and how many, checks the count and sends the series', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'POST /api/events/11/series': {
        status: 201,
        body: [
          makeEvent({ id: 12, date: '2026-04-12T23:00:00.000Z', endDate: '2026-04-13T02:00:00.000Z', status: 'draft' }),
          makeEvent({ id: 13, status: 'draft' }),
        ],
      },
      'GET /api/events/12/team': ownerAlone,
    })
    const row = await rowOf('Spring Pub Night')
    await user.click(row.getByRole('button', { name: 'Repeat Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Repeat event' })
    const count = within(dialog).getByRole('spinbutton', { name: /How many new nights/ })
    await user.clear(count)
    await user.type(count, '13')
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }))
    expect(await within(dialog).findByText('count must be a whole number from 1 to 12')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/series')).toHaveLength(0)
    await user.clear(count)
    await user.type(count, '2')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), 'Every month (same weekday)')
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }))
    expect(await screen.findByText('2 draft nights added')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/series').map((call) => call.body)).toEqual([{ pattern: 'monthly', count: 2 }])
    expect(screen.queryByRole('dialog', { name: 'Repeat event' })).not.toBeInTheDocument()
    // The first new night opens in the editor, a draft with its date in view.
    const editor = await screen.findByRole('dialog', { name: 'Edit Event' })
    expect(within(editor).getByLabelText<HTMLInputElement>('Start date and time').value).toMatch(/^2026-04-12T/)
    expect(within(editor).getByText(/Draft: only your team sees it/)).toBeInTheDocument()
  })

  it("shows the server's refusal", async () => {
    expectConsoleError('POST /api/events/11/duplicate failed:')
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent()]),
      'POST /api/events/11/duplicate': { status: 403, body: { message: 'You do not have permission to do this' } },
    })
    await user.click((await rowOf('Spring Pub Night')).getByRole('button', { name: 'Duplicate Spring Pub Night as next night' }))
    expect(await screen.findByText('Failed to duplicate event')).toBeInTheDocument()
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument()
  })

  it('offers them to the owner and the master admin, not on a co-hosted night', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent({ id: 14, name: 'Co-hosted Night', hostId: 99 })]))
    const row = await rowOf('Co-hosted Night')
    expect(row.getByRole('button', { name: 'Edit Co-hosted Night' })).toBeInTheDocument()
    expect(row.queryByRole('button', { name: /Duplicate/ })).not.toBeInTheDocument()
    expect(row.queryByRole('button', { name: /Repeat/ })).not.toBeInTheDocument()
  })

  it('the master admin sees them on any night', async () => {
    renderAdmin(adminUser, eventRoutes(adminUser, [makeEvent({ hostId: 99 })]))
    const row = await rowOf('Spring Pub Night')
    expect(row.getByRole('button', { name: 'Duplicate Spring Pub Night as next night' })).toBeInTheDocument()
    expect(row.getByRole('button', { name: 'Repeat Spring Pub Night' })).toBeInTheDocument()
  })
})

describe('Edit this and following', () => {
  it('offers the later nights only for a night of a series, and sends the edit to them when asked', async () => {
    const user = userEvent.setup()
    const night = makeEvent({ seriesId: 'series-1' })
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [night]),
      'PATCH /api/events/11/following': { body: [night, makeEvent({ id: 12, seriesId: 'series-1' })] },
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    const later = within(dialog).getByRole('checkbox', { name: /Also change the later nights of this series/ })
    expect(later).not.toBeChecked()
    await user.click(later)
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Spring Makers')
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }))
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/events/11/following').map((call) => (call.body as { name: string }).name)).toEqual([
      'Spring Makers',
    ])
    expect(api.callsTo('PATCH', '/api/events/11')).toHaveLength(0)
  })

  it('has no such choice for a night on its own', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, eventRoutes(hostUser, [makeEvent()]))
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' })
    expect(within(dialog).queryByRole('checkbox', { name: /later nights/ })).not.toBeInTheDocument()
  })
})
