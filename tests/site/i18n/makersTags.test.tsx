import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '../../../site/src/i18n/i18n'
import { hostUser } from '../mockApi'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { eventRoutes, makeEvent, renderAdmin } from '../admin/renderAdmin'
import { compiledCatalogue } from './catalogue'

/**
 * A German host switching "Who to meet" on starts from the makers' list in German: those tags
 * become the night's own, which its people read on the night's page, their badges and emails.
 */
beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  i18n.activate('de', compiledCatalogue('de'))
})

afterEach(() => {
  i18n.activate('en', {})
  jest.restoreAllMocks()
  jest.useRealTimers()
})

/** A German host opens a night's edit dialog and switches "Who to meet" on; `save` sends the form and returns its tags. */
async function switchedOn() {
  const user = userEvent.setup()
  const night = makeEvent()
  const patch = `/api/events/${Number(night.id)}`
  const { api } = renderAdmin(hostUser, { ...eventRoutes(hostUser, [night]), [`PATCH ${patch}`]: { body: night } })
  await user.click(await screen.findByRole('button', { name: `${night.name} bearbeiten` }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('checkbox', { name: /Personen zum Kennenlernen vorschlagen/ }))
  const save = async () => {
    await user.click(within(dialog).getByRole('button', { name: 'Veranstaltung aktualisieren' }))
    await waitFor(() => expect(api.callsTo('PATCH', patch)).toHaveLength(1))
    const [saved] = api.callsTo('PATCH', patch)
    return (saved.body as { networking: { tags: string[] } }).networking.tags
  }
  return { user, dialog, save }
}

describe("the makers' list in the host's language", () => {
  it('fills a night’s "Who to meet" tags in German, and saves them as the night’s own', async () => {
    const { dialog, save } = await switchedOn()
    expect(within(dialog).getByText('CNC-Bearbeitung')).toBeInTheDocument()
    expect(within(dialog).getByText('Lieferkette')).toBeInTheDocument()
    expect(within(dialog).queryByText('CNC machining')).not.toBeInTheDocument()
    expect(await save()).toContain('Spritzguss')
  })

  it('sends the German list again when the host takes every tag away and saves', async () => {
    const { user, dialog, save } = await switchedOn()
    for (const remove of within(dialog).getAllByRole('button', { name: / entfernen$/ })) await user.click(remove)
    expect(within(dialog).queryByText('Lieferkette')).not.toBeInTheDocument()
    const tags = await save()
    expect(tags).toContain('Lieferkette')
    expect(tags).not.toContain('Supply chain')
  })
})
