import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FaqDto, SponsorDto } from '../../../contract/types'
import { deferred, adminUser } from '../mockApi'
import { renderAdmin } from './renderAdmin'

const acme: SponsorDto = { id: 5, name: 'Acme Tools', logoUrl: '/media/acme.png', website: 'https://acme.example' }

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
})

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
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      {
        'GET /api/sponsors': { body: [] },
        'POST /api/upload': { status: 415, body: '' },
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
    const answer = deferred({ status: 204 })
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
    const user = userEvent.setup()
    const { api } = renderAdmin(
      adminUser,
      { 'GET /api/faqs': { body: [faq] }, 'POST /api/faqs': { status: 500, body: '' } },
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
})
