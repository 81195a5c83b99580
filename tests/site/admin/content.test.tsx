import { describe, expect, it } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { uploadMessages } from '../../../contract/uploads'
import { deferred, adminUser } from '../mockApi'
import { expectConsoleError } from '../setup'
import { renderAdmin } from './renderAdmin'
import type { FaqDto, MessageDto, SponsorDto } from '../../../contract/types'

/** The server's answer to an unexpected failure (cms/http/middleware/errors.ts). */
const SERVER_FAILURE = 'Something went wrong on our side. Please try again.'

const acme: SponsorDto = { id: 5, name: 'Acme Tools', logoUrl: '/media/acme.png', website: 'https://acme.example' }

describe('Sponsors tab', () => {
  it('lists sponsors with logo, name and website', async () => {
    renderAdmin(adminUser, { 'GET /api/sponsors': { body: [acme] } }, '/admin?tab=sponsors')
    const table = await screen.findByRole('table', { name: 'Current Sponsors' })
    expect(within(table).getByRole('img', { name: 'Acme Tools logo' })).toHaveAttribute('src', '/media/acme.png')
    expect(within(table).getByRole('link', { name: 'https://acme.example' })).toHaveAttribute('href', 'https://acme.example')
    expect(screen.getByRole('heading', { name: 'Add New Sponsor' })).toBeInTheDocument()
  })

  it('shows the empty state', async () => {
    renderAdmin(adminUser, { 'GET /api/sponsors': { body: [] } }, '/admin?tab=sponsors')
    expect(await screen.findByText('No sponsors found')).toBeInTheDocument()
  })

  it('validates, uploads the logo with a preview and adds the sponsor', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/sponsors': { body: [] },
        'POST /api/upload': { status: 201, body: { url: '/media/acme.png' } },
        'POST /api/sponsors': () => {
          api.set('GET /api/sponsors', { body: [acme] })
          return { status: 201, body: acme }
        },
      },
      '/admin?tab=sponsors',
    )
    const form = await screen.findByRole('form', { name: 'Add New Sponsor' })
    await user.type(within(form).getByLabelText('Website URL'), 'acme')
    await user.click(within(form).getByRole('button', { name: 'Add Sponsor' }))
    expect(await within(form).findByText('Name is required')).toBeInTheDocument()
    expect(within(form).getByText('Upload a logo image')).toBeInTheDocument()
    expect(within(form).getByText('Must be a valid URL')).toBeInTheDocument()

    await user.type(within(form).getByLabelText('Name'), 'Acme Tools')
    await user.upload(within(form).getByLabelText('Logo'), new File(['png'], 'acme.png', { type: 'image/png' }))
    expect(await within(form).findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/media/acme.png')
    await user.clear(within(form).getByLabelText('Website URL'))
    await user.type(within(form).getByLabelText('Website URL'), 'https://acme.example')
    await user.click(within(form).getByRole('button', { name: 'Add Sponsor' }))
    expect(await screen.findByText('Sponsor added successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/sponsors')[0].body).toEqual({
      name: 'Acme Tools',
      logoUrl: '/media/acme.png',
      website: 'https://acme.example',
    })
    expect(await screen.findByRole('rowheader', { name: 'Acme Tools' })).toBeInTheDocument()
    expect(within(form).getByLabelText('Name')).toHaveValue('')
  })

  it('reports a failed logo upload and a failed add', async () => {
    expectConsoleError('POST /api/upload failed:')
    expectConsoleError('Failed to upload logo')
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      {
        'GET /api/sponsors': { body: [] },
        'POST /api/upload': { status: 400, body: { message: uploadMessages.unreadable } },
        'POST /api/sponsors': { status: 403, body: { message: 'You do not have permission to do this' } },
      },
      '/admin?tab=sponsors',
    )
    const form = await screen.findByRole('form', { name: 'Add New Sponsor' })
    await user.upload(within(form).getByLabelText('Logo'), new File(['gif'], 'a.png', { type: 'image/png' }))
    expect(await screen.findByText('Logo upload failed')).toBeInTheDocument()
    expect(within(form).queryByRole('img')).not.toBeInTheDocument()
  })

  it('deletes a sponsor after the confirmation', async () => {
    const user = userEvent.setup()
    const answer = deferred<MessageDto>({ body: { message: 'Sponsor deleted' } })
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/sponsors': { body: [acme] }, 'DELETE /api/sponsors/5': answer.handler },
      '/admin?tab=sponsors',
    )
    await user.click(await screen.findByRole('button', { name: 'Delete sponsor Acme Tools' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this sponsor?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    api.set('GET /api/sponsors', { body: [] })
    answer.release()
    expect(await screen.findByText('Sponsor deleted successfully')).toBeInTheDocument()
    expect(await screen.findByText('No sponsors found')).toBeInTheDocument()
  })

  it('reports a failed delete', async () => {
    expectConsoleError('DELETE /api/sponsors/5 failed:')
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      { 'GET /api/sponsors': { body: [acme] }, 'DELETE /api/sponsors/5': { status: 500, body: { message: 'x' } } },
      '/admin?tab=sponsors',
    )
    await user.click(await screen.findByRole('button', { name: 'Delete sponsor Acme Tools' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete sponsor')).toBeInTheDocument()
  })

  it("edits a sponsor in a dialog with the add form's rules and sends the whole sponsor", async () => {
    const user = userEvent.setup()
    const renamed: SponsorDto = { ...acme, name: 'Acme Tool Co', website: 'https://acmetools.example' }
    const answer = deferred<SponsorDto>({ body: renamed })
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/sponsors': { body: [acme] }, 'PATCH /api/sponsors/5': answer.handler },
      '/admin?tab=sponsors',
    )
    await user.click(await screen.findByRole('button', { name: 'Edit sponsor Acme Tools' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Sponsor' })
    const form = within(dialog).getByRole('form', { name: 'Edit Sponsor' })
    expect(within(form).getByLabelText('Name')).toHaveValue('Acme Tools')
    expect(within(form).getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/media/acme.png')
    expect(within(form).getByLabelText('Website URL')).toHaveValue('https://acme.example')
    await user.clear(within(form).getByLabelText('Name'))
    await user.click(within(form).getByRole('button', { name: 'Save Sponsor' }))
    expect(await within(form).findByText('Name is required')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/sponsors/5')).toHaveLength(0)

    await user.type(within(form).getByLabelText('Name'), 'Acme Tool Co')
    await user.clear(within(form).getByLabelText('Website URL'))
    await user.type(within(form).getByLabelText('Website URL'), 'https://acmetools.example')
    await user.click(within(form).getByRole('button', { name: 'Save Sponsor' }))
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled()
    api.set('GET /api/sponsors', { body: [renamed] })
    answer.release()
    // The dialog closes; its inline message carries on in the page's toaster.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Sponsor' })).not.toBeInTheDocument())
    expect(await screen.findByText('Sponsor updated successfully')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/sponsors/5')[0].body).toEqual({
      name: 'Acme Tool Co',
      logoUrl: '/media/acme.png',
      website: 'https://acmetools.example',
    })
    expect(await screen.findByRole('rowheader', { name: 'Acme Tool Co' })).toBeInTheDocument()
  })

  it("keeps the edit dialog open with the server's message when saving fails; Cancel closes it unchanged", async () => {
    expectConsoleError('PATCH /api/sponsors/5 failed:')
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/sponsors': { body: [acme] },
        'PATCH /api/sponsors/5': {
          status: 400,
          body: { message: 'Validation failed', errors: { website: 'Must be a valid URL' } },
        },
      },
      '/admin?tab=sponsors',
    )
    await user.click(await screen.findByRole('button', { name: 'Edit sponsor Acme Tools' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Sponsor' })
    await user.click(within(dialog).getByRole('button', { name: 'Save Sponsor' }))
    expect(await screen.findByText('Failed to update sponsor')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Acme Tools')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Edit Sponsor' })).not.toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/sponsors/5')).toHaveLength(1)
  })
})

describe('FAQs tab', () => {
  const faq: FaqDto = { id: 3, question: 'Is there food?', answer: 'Yes, snacks.', order: 2 }

  it('shows the empty state and adds an FAQ with order 0 by default', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/faqs': { body: [] },
        'POST /api/faqs': () => {
          api.set('GET /api/faqs', { body: [{ ...faq, order: 0 }] })
          return { status: 201, body: faq }
        },
      },
      '/admin?tab=faqs',
    )
    expect(await screen.findByText('No FAQs added yet')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Add New FAQ' })
    expect(within(form).getByLabelText('Display Order')).toHaveValue(0)
    await user.click(within(form).getByRole('button', { name: 'Add FAQ' }))
    expect(await within(form).findByText('Question is required')).toBeInTheDocument()
    expect(within(form).getByText('Answer is required')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Question'), 'Is there food?')
    await user.type(within(form).getByLabelText('Answer'), 'Yes, snacks.')
    await user.click(within(form).getByRole('button', { name: 'Add FAQ' }))
    expect(await screen.findByText('FAQ added successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/faqs')[0].body).toEqual({ question: 'Is there food?', answer: 'Yes, snacks.', order: 0 })
    expect(await screen.findByRole('heading', { name: 'Is there food?' })).toBeInTheDocument()
    expect(screen.getByText('Order: 0')).toBeInTheDocument()
  })

  it('sends the chosen display order and reports a failure', async () => {
    expectConsoleError('POST /api/faqs failed:')
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/faqs': { body: [faq] }, 'POST /api/faqs': { status: 500, body: { message: SERVER_FAILURE } } },
      '/admin?tab=faqs',
    )
    expect(await screen.findByText('Yes, snacks.')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Add New FAQ' })
    await user.type(within(form).getByLabelText('Question'), 'Parking?')
    await user.type(within(form).getByLabelText('Answer'), 'Street parking.')
    await user.clear(within(form).getByLabelText('Display Order'))
    await user.type(within(form).getByLabelText('Display Order'), '5')
    await user.click(within(form).getByRole('button', { name: 'Add FAQ' }))
    expect(await screen.findByText('Failed to add FAQ')).toBeInTheDocument()
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/faqs')[0].body).toEqual({ question: 'Parking?', answer: 'Street parking.', order: 5 }),
    )
  })

  it("edits an FAQ inline with the add form's validation", async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/faqs': { body: [faq] },
        'PATCH /api/faqs/3': ({ body }) => {
          const saved: FaqDto = { id: 3, ...(body as Omit<FaqDto, 'id'>) }
          api.set('GET /api/faqs', { body: [saved] })
          return { body: saved }
        },
      },
      '/admin?tab=faqs',
    )
    const edit = await screen.findByRole('button', { name: 'Edit Is there food?' })
    await user.click(edit)
    const form = screen.getByRole('form', { name: 'Edit FAQ: Is there food?' })
    expect(within(form).getByLabelText('Question')).toHaveValue('Is there food?')
    expect(within(form).getByLabelText('Display Order')).toHaveValue(2)
    await user.clear(within(form).getByLabelText('Answer'))
    await user.click(within(form).getByRole('button', { name: 'Save FAQ' }))
    expect(await within(form).findByText('Answer is required')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/faqs/3')).toHaveLength(0)
    await user.type(within(form).getByLabelText('Answer'), 'Pizza at 8.')
    await user.click(within(form).getByRole('button', { name: 'Save FAQ' }))
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/faqs/3')[0].body).toEqual({ question: 'Is there food?', answer: 'Pizza at 8.', order: 2 })
    expect(await screen.findByText('Pizza at 8.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: /Edit FAQ/ })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Is there food?' })).toHaveFocus())
  })

  it('keeps the editor open and says so when saving fails; Cancel closes it', async () => {
    expectConsoleError('PATCH /api/faqs/3 failed:')
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      { 'GET /api/faqs': { body: [faq] }, 'PATCH /api/faqs/3': { status: 500, body: { message: 'Database unavailable' } } },
      '/admin?tab=faqs',
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Is there food?' }))
    const form = screen.getByRole('form', { name: 'Edit FAQ: Is there food?' })
    await user.click(within(form).getByRole('button', { name: 'Save FAQ' }))
    expect(await screen.findByText('Failed to update FAQ')).toBeInTheDocument()
    expect(screen.getByText('Database unavailable')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: /Edit FAQ/ })).not.toBeInTheDocument()
    expect(screen.getByText('Yes, snacks.')).toBeInTheDocument()
  })

  it('moves an FAQ up and down by changing display orders, keeping focus on it', async () => {
    const user = userEvent.setup()
    const first: FaqDto = { id: 1, question: 'Where?', answer: 'The Foundry.', order: 0 }
    const second: FaqDto = { id: 2, question: 'When?', answer: 'Thursdays.', order: 0 }
    const stored = new Map([first, second].map((item) => [item.id, { ...item }]))
    const list = () => ({ body: [...stored.values()].sort((a, b) => a.order - b.order || Number(a.id) - Number(b.id)) })
    const patch =
      (id: number) =>
      ({ body }: { body: unknown }) => {
        const saved: FaqDto = { id, ...(body as Omit<FaqDto, 'id'>) }
        stored.set(id, saved)
        return { body: saved }
      }
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/faqs': list, 'PATCH /api/faqs/1': patch(1), 'PATCH /api/faqs/2': patch(2) },
      '/admin?tab=faqs',
    )
    expect(await screen.findByRole('button', { name: 'Move up Where?' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move down When?' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move up When?' }))
    expect(await screen.findByText('FAQ order updated')).toBeInTheDocument()
    // Both had order 0: the list is numbered afresh (0, 1) and only the FAQ whose number changes is sent.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['When?', 'Where?']),
    )
    expect(api.callsTo('PATCH', '/api/faqs/2')).toHaveLength(0)
    expect(api.callsTo('PATCH', '/api/faqs/1')[0].body).toEqual({ question: 'Where?', answer: 'The Foundry.', order: 1 })
    // At the top its Move up is disabled, so focus lands on its Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down When?' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Move down When?' }))
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Where?', 'When?']),
    )
    // Distinct orders now: a plain swap, two calls.
    expect(api.callsTo('PATCH', '/api/faqs/2')[0].body).toEqual({ question: 'When?', answer: 'Thursdays.', order: 1 })
    expect(api.callsTo('PATCH', '/api/faqs/1')[1].body).toMatchObject({ order: 0 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up When?' })).toHaveFocus())
  })

  it('deletes an FAQ after the confirmation; focus moves to the next FAQ, then to the tab panel when none are left', async () => {
    const user = userEvent.setup()
    const parking: FaqDto = { id: 4, question: 'Parking?', answer: 'Street parking.', order: 3 }
    const { api } = renderAdmin(
      adminUser,
      {
        'GET /api/faqs': { body: [faq, parking] },
        'DELETE /api/faqs/3': () => {
          api.set('GET /api/faqs', { body: [parking] })
          return { body: { message: 'FAQ deleted' } }
        },
        'DELETE /api/faqs/4': () => {
          api.set('GET /api/faqs', { body: [] })
          return { body: { message: 'FAQ deleted' } }
        },
      },
      '/admin?tab=faqs',
    )
    await user.click(await screen.findByRole('button', { name: 'Delete FAQ Is there food?' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this FAQ?' })
    expect(confirm).toHaveTextContent('Is there food?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('FAQ deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Parking?' })).toHaveFocus())
    expect(api.callsTo('DELETE', '/api/faqs/3')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Delete FAQ Parking?' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No FAQs added yet')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus())
  })

  it('reports a failed delete', async () => {
    expectConsoleError('DELETE /api/faqs/3 failed:')
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      { 'GET /api/faqs': { body: [faq] }, 'DELETE /api/faqs/3': { status: 500, body: { message: SERVER_FAILURE } } },
      '/admin?tab=faqs',
    )
    await user.click(await screen.findByRole('button', { name: 'Delete FAQ Is there food?' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete FAQ')).toBeInTheDocument()
    expect(screen.getByText('Yes, snacks.')).toBeInTheDocument()
  })
})
