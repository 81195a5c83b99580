import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adminUser, deferred, hostUser, type ApiRoutes, type Handler } from '../mockApi'
import { expectConsoleError } from '../setup'
import { stubObjectUrls } from '../objectUrls'
import { ada, eventRoutes, grace, makeEvent, renderAdmin } from './renderAdmin'
import type { WaitlistEntryDto } from '../../../contract/registrations'
import type { AttendeeWithCheckIn } from '../../../contract/door'
import type { AttendeeDto, MessageDto } from '../../../contract/types'
import type { Question } from '../../../contract/questions'

let savedNames: string[]

/** The day of the save in this machine's calendar, as the spec names the dialog's export. */
const attendeesToday = () => {
  const now = new Date()
  return `attendees-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`
}
let objectUrls: ReturnType<typeof stubObjectUrls>

beforeEach(() => {
  savedNames = []
  objectUrls = stubObjectUrls('blob:attendees')
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download)
  })
})

afterEach(() => {
  objectUrls.restore()
  jest.restoreAllMocks()
})

const csv = 'Name,Email,Company,Registered\r\nAda Lovelace,ada@example.com,Engines Ltd,2026-02-01\r\n'

async function openDialog(attendees: AttendeeDto[] | Handler<AttendeeWithCheckIn[]>, extra: ApiRoutes = {}) {
  const user = userEvent.setup()
  const view = renderAdmin(hostUser, {
    ...eventRoutes(hostUser, [makeEvent()]),
    'GET /api/events/11/attendees': Array.isArray(attendees) ? { body: attendees } : attendees,
    'GET /api/events/11/attendees/download': { text: csv },
    'GET /api/events/11/waitlist': { body: [] },
    'GET /api/events/11/messages': { body: [] },
    ...extra,
  })
  await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
  const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
  return { user, dialog, ...view }
}

describe('attendee dialog', () => {
  it('shows a spinner, then the attendees with their registration time', async () => {
    const answer = deferred({ body: [ada, grace] })
    const { dialog } = await openDialog(answer.handler)
    expect(within(dialog).getByText('Loading attendees...')).toBeInTheDocument()
    answer.release()
    const table = await within(dialog).findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Company', 'Registered', 'Actions'])
    const row = within(table).getByRole('rowheader', { name: 'Ada Lovelace' }).closest('tr')!
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument()
    expect(within(row).getByText('Engines Ltd')).toBeInTheDocument()
    expect(within(row).getByText(/^Feb 1, 2026/)).toBeInTheDocument()
  })

  it('searches by name, email or company, every typed word, and says when nobody matches', async () => {
    const { user, dialog } = await openDialog([ada, grace])
    const table = await within(dialog).findByRole('table', { name: 'Attendees' })
    const names = () =>
      within(dialog)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent)
    const search = within(dialog).getByRole('searchbox', { name: 'Search attendees' })
    await user.type(search, 'navy')
    expect(names()).toEqual(['Grace Hopper'])
    await user.clear(search)
    await user.type(search, 'ADA engines')
    expect(names()).toEqual(['Ada Lovelace'])
    await user.clear(search)
    await user.type(search, 'grace@example')
    expect(names()).toEqual(['Grace Hopper'])
    await user.type(search, ' nobody')
    expect(within(dialog).getByText('No attendees match that search')).toHaveAttribute('role', 'status')
    expect(table).not.toBeInTheDocument()
    await user.clear(search)
    expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper'])
    // The count is of everyone registered, not of the matches.
    expect(within(dialog).getByRole('heading', { name: 'Attendees (2)' })).toBeInTheDocument()
  })

  it('has no search while nobody is registered', async () => {
    const { dialog } = await openDialog([])
    await within(dialog).findByText('No attendees registered for this event')
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument()
  })

  it('shows the empty text', async () => {
    const { dialog } = await openDialog([])
    expect(await within(dialog).findByText('No attendees registered for this event')).toBeInTheDocument()
  })

  it('says so when the attendees cannot be fetched', async () => {
    expectConsoleError('GET /api/events/11/attendees failed:')
    const { dialog } = await openDialog(() => ({ status: 500, body: { message: 'boom' } }))
    expect(await within(dialog).findByText('Failed to fetch attendees')).toBeInTheDocument()
  })

  it('validates the add form with the shared attendee messages', async () => {
    const { user, dialog, api } = await openDialog([])
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument()
    expect(within(dialog).getByText('Company name is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/attendees')).toHaveLength(0)
  })

  it('adds an attendee, refreshes the list and clears the form', async () => {
    const { user, dialog, api } = await openDialog([])
    api.set('POST /api/events/11/attendees', () => {
      api.set('GET /api/events/11/attendees', { body: [ada] })
      return { status: 201, body: ada }
    })
    await user.type(within(dialog).getByLabelText('Name'), 'Ada Lovelace')
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.type(within(dialog).getByLabelText('Company'), 'Engines Ltd')
    await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    expect(await screen.findByText('Attendee added successfully')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/attendees')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      eventId: 11,
    })
    expect(await within(dialog).findByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('')
  })

  it('asks before adding past a full night\'s limit: "This night is full: add anyway as number 3 of 2?"', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent({ maxAttendees: 2 })]),
      'GET /api/events/11/attendees': { body: [ada, grace] },
      'GET /api/events/11/waitlist': { body: [] },
      'GET /api/events/11/messages': { body: [] },
      'POST /api/events/11/attendees': { status: 201, body: ada },
    })
    await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
    await within(dialog).findByRole('rowheader', { name: 'Grace Hopper' })
    const add = async () => {
      await user.type(within(dialog).getByLabelText('Name'), 'Alan Turing')
      await user.type(within(dialog).getByLabelText('Email'), 'alan@example.com')
      await user.type(within(dialog).getByLabelText('Company'), 'Bletchley')
      await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    }
    await add()
    let question = screen.getByRole('alertdialog', { name: 'This night is full: add anyway as number 3 of 2?' })
    expect(within(question).getByText('Alan Turing')).toBeInTheDocument()
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('POST', '/api/events/11/attendees')).toHaveLength(0)
    // Still typed in, for "Add anyway".
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Alan Turing')
    await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    question = screen.getByRole('alertdialog', { name: 'This night is full: add anyway as number 3 of 2?' })
    await user.click(within(question).getByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/events/11/attendees')).toHaveLength(1))
    expect(await screen.findByText('Attendee added successfully')).toBeInTheDocument()
  })

  it("asks the night's questions too, all optional for the host, and sends the answers given", async () => {
    const user = userEvent.setup()
    const questions: Question[] = [
      {
        id: 'qshop',
        label: 'Which shop?',
        kind: 'single',
        required: true,
        options: ['Metal', 'Wood'],
        hostOnly: false,
        showAtDoor: false,
      },
      { id: 'qdiet', label: 'Dietary needs', kind: 'text', required: true, options: [], hostOnly: true, showAtDoor: false },
    ]
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent({ questions })]),
      'GET /api/events/11/attendees': { body: [] },
      'GET /api/events/11/waitlist': { body: [] },
      'GET /api/events/11/messages': { body: [] },
      'POST /api/events/11/attendees': { status: 201, body: ada },
    })
    await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Event Attendees' }))
    expect(dialog.getByRole('group', { name: 'Which shop? (optional)' })).toBeInTheDocument()
    await user.type(dialog.getByLabelText('Name'), 'Ada Lovelace')
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.type(dialog.getByLabelText('Company'), 'Engines Ltd')
    await user.type(dialog.getByLabelText('Dietary needs (optional)'), 'Vegetarian')
    await user.click(dialog.getByRole('button', { name: 'Add Attendee' }))
    expect(await screen.findByText('Attendee added successfully')).toBeInTheDocument()
    // The unanswered required question is no obstacle for a host.
    expect(api.callsTo('POST', '/api/events/11/attendees')[0].body).toMatchObject({
      name: 'Ada Lovelace',
      answers: { qdiet: 'Vegetarian' },
    })
  })

  it("shows the server's text when adding fails", async () => {
    expectConsoleError('POST /api/events/11/attendees failed:')
    const { user, dialog } = await openDialog([], {
      'POST /api/events/11/attendees': { status: 409, body: { message: 'This person is already registered for this event' } },
    })
    await user.type(within(dialog).getByLabelText('Name'), 'Ada Lovelace')
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.type(within(dialog).getByLabelText('Company'), 'Engines Ltd')
    await user.click(within(dialog).getByRole('button', { name: 'Add Attendee' }))
    expect(await screen.findByText('Failed to add attendee')).toBeInTheDocument()
    expect(screen.getByText('This person is already registered for this event')).toBeInTheDocument()
  })

  it('removes an attendee after the confirmation', async () => {
    const answer = deferred<MessageDto>({ body: { message: 'Attendee removed' } })
    const { user, dialog, api } = await openDialog([ada, grace], { 'DELETE /api/events/11/attendees/101': answer.handler })
    await user.click(await within(dialog).findByRole('button', { name: 'Delete attendee Ada Lovelace' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this attendee?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    // Escape belongs to the confirmation while it is busy: neither dialog closes.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Event Attendees' })).toBeInTheDocument()
    api.set('GET /api/events/11/attendees', { body: [grace] })
    answer.release()
    // The confirmation closes; the message shows inside the attendee dialog, never over it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(dialog).getByText('Attendee removed successfully')).toBeInTheDocument()
    expect(document.querySelector('[data-rht-toaster]')).toBeNull()
    await waitFor(() => expect(within(dialog).queryByText('Ada Lovelace')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/events/11/attendees/101')).toHaveLength(1)
    // Focus moves to the next person's first action, not to <body>: Escape still closes the dialog.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Grace Hopper to another night' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Event Attendees' })).not.toBeInTheDocument()
  })

  it('reports a failed removal', async () => {
    expectConsoleError('DELETE /api/events/11/attendees/101 failed:')
    const { user, dialog } = await openDialog([ada], {
      'DELETE /api/events/11/attendees/101': { status: 500, body: { message: 'nope' } },
    })
    await user.click(await within(dialog).findByRole('button', { name: 'Delete attendee Ada Lovelace' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete attendee')).toBeInTheDocument()
  })

  it("downloads the CSV as the spec's attendees-{yyyy-MM-dd}.csv and reports the count", async () => {
    const { user, dialog, api } = await openDialog([ada, grace])
    await within(dialog).findByRole('table')
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByText('Export successful')).toBeInTheDocument()
    expect(screen.getByText('Exported 2 attendees')).toBeInTheDocument()
    expect(savedNames).toEqual([attendeesToday()])
    expect(api.callsTo('GET', '/api/events/11/attendees/download')).toHaveLength(1)
  })

  it('does not export an empty list', async () => {
    const { user, dialog, api } = await openDialog([])
    await within(dialog).findByText('No attendees registered for this event')
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByText('No attendees')).toBeInTheDocument()
    expect(screen.getByText('There are no attendees to export')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/11/attendees/download')).toHaveLength(0)
    expect(savedNames).toEqual([])
  })

  it('reports a failed export', async () => {
    expectConsoleError('Failed to download CSV')
    const { user, dialog } = await openDialog([ada], {
      'GET /api/events/11/attendees/download': { status: 500, body: { message: 'boom' } },
    })
    await within(dialog).findByRole('table')
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }))
    expect(await screen.findByText('Export failed')).toBeInTheDocument()
    expect(screen.getByText('Could not download the CSV file. Please try again.')).toBeInTheDocument()
    expect(savedNames).toEqual([])
  })
})

describe('attendee dialog: answers', () => {
  it("shows each person's answers and what a hand-added person left out; CSV with answers asks for the columns", async () => {
    const user = userEvent.setup()
    const questions = [
      { id: 'qdiet', label: 'Dietary needs', kind: 'text', required: false, options: [], hostOnly: false, showAtDoor: true },
      {
        id: 'qshop',
        label: 'Which shop?',
        kind: 'multi',
        required: true,
        options: ['Metal', 'Wood'],
        hostOnly: true,
        showAtDoor: false,
      },
    ] as const
    const view = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [
        makeEvent({ questions: [...questions].map((question) => ({ ...question, options: [...question.options] })) }),
      ]),
      'GET /api/events/11/attendees': {
        body: [
          { ...ada, answers: { qdiet: 'Vegan', qshop: ['Metal', 'Wood'] }, missingAnswers: [] },
          { ...grace, answers: {}, missingAnswers: ['qshop'] },
        ],
      },
      'GET /api/events/11/attendees/download?answers=1': { text: csv },
      'GET /api/events/11/waitlist': { body: [] },
      'GET /api/events/11/messages': { body: [] },
    })
    await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
    const adaRow = (await within(dialog).findByRole('rowheader', { name: /Ada Lovelace/ })).closest('tr')!
    expect(within(adaRow).getByText('Dietary needs:')).toBeInTheDocument()
    expect(within(adaRow).getByText('Vegan')).toBeInTheDocument()
    expect(within(adaRow).getByText('Metal; Wood')).toBeInTheDocument()
    const graceRow = within(dialog)
      .getByRole('rowheader', { name: /Grace Hopper/ })
      .closest('tr')!
    expect(within(graceRow).getByText('Missing: Which shop?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'CSV with answers' }))
    await waitFor(() => expect(view.api.callsTo('GET', '/api/events/11/attendees/download?answers=1')).toHaveLength(1))
  })
})

describe('attendee dialog: name badges', () => {
  it('"Print badges" saves the PDF on the chosen paper', async () => {
    const { user, dialog, api } = await openDialog([ada, grace], {
      'GET /api/events/11/badges.pdf': { text: '%PDF-1.3' },
      'GET /api/events/11/badges.pdf?paper=a4': { text: '%PDF-1.3' },
    })
    await within(dialog).findByRole('table')
    await user.click(within(dialog).getByRole('button', { name: 'Print badges' }))
    await waitFor(() => expect(savedNames).toEqual(['badges-event-11.pdf']))
    expect(api.callsTo('GET', '/api/events/11/badges.pdf')).toHaveLength(1)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paper' }), 'A4')
    await user.click(within(dialog).getByRole('button', { name: 'Print badges' }))
    await waitFor(() => expect(savedNames).toEqual(['badges-event-11.pdf', 'badges-event-11.pdf']))
    expect(api.callsTo('GET', '/api/events/11/badges.pdf?paper=a4')).toHaveLength(1)
  })

  it("shows the server's refusal and saves nothing", async () => {
    const { user, dialog } = await openDialog([ada], {
      'GET /api/events/11/badges.pdf': { status: 409, body: { message: 'No one to print' } },
    })
    await within(dialog).findByRole('table')
    await user.click(within(dialog).getByRole('button', { name: 'Print badges' }))
    expect(await screen.findByText('Failed to print badges')).toBeInTheDocument()
    expect(screen.getByText('No one to print')).toBeInTheDocument()
    expect(savedNames).toEqual([])
  })

  it('has no "Print badges" before anyone registers', async () => {
    const { dialog } = await openDialog([])
    await within(dialog).findByText('No attendees registered for this event')
    expect(within(dialog).queryByRole('button', { name: 'Print badges' })).not.toBeInTheDocument()
  })
})

describe('attendee dialog: waitlist', () => {
  const waiting: WaitlistEntryDto[] = [
    {
      id: 201,
      name: 'Wanda Waiting',
      email: 'wanda@example.com',
      company: 'Patience, "Ltd"',
      position: 1,
      joinedAt: '2026-02-03T09:15:00.000Z',
    },
    {
      id: 202,
      name: 'Zoë Zed',
      email: 'zoe@example.com',
      company: '=cmd|calc',
      position: 2,
      joinedAt: '2026-02-04T18:00:00.000Z',
    },
  ]

  const bytesOf = (blob: Blob) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
      reader.onerror = () => reject(reader.error ?? new Error('could not read the file'))
      reader.readAsArrayBuffer(blob)
    })

  it('lists the people waiting in order with position, name, email, company and when they joined', async () => {
    const { dialog } = await openDialog([ada], { 'GET /api/events/11/waitlist': { body: waiting } })
    const section = await within(dialog).findByRole('region', { name: 'Waitlist (2)' })
    const table = await within(section).findByRole('table', { name: 'Waitlist' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Name', 'Email', 'Company', 'Joined', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Wanda Waiting', 'Zoë Zed'])
    expect(within(rows[0]).getByText('1')).toBeInTheDocument()
    expect(within(rows[0]).getByText('wanda@example.com')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Patience, "Ltd"')).toBeInTheDocument()
    expect(within(rows[0]).getByText(/^Feb 3, 2026/)).toBeInTheDocument()
  })

  it('says when no one is waiting', async () => {
    const { dialog } = await openDialog([ada])
    expect(await within(dialog).findByText('No one is on the waitlist')).toBeInTheDocument()
  })

  it('reports a waitlist that cannot be fetched', async () => {
    expectConsoleError('GET /api/events/11/waitlist failed:')
    const { dialog } = await openDialog([ada], { 'GET /api/events/11/waitlist': { status: 500, body: { message: 'boom' } } })
    expect(await within(dialog).findByText('Failed to fetch the waitlist')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Download waitlist CSV' })).toBeDisabled()
  })

  it('has no waitlist for an event without a limit', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [makeEvent({ maxAttendees: 0 })]),
      'GET /api/events/11/attendees': { body: [ada] },
      'GET /api/events/11/messages': { body: [] },
    })
    await user.click(await screen.findByRole('button', { name: 'Manage attendees of Spring Pub Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
    await within(dialog).findByRole('rowheader', { name: 'Ada Lovelace' })
    expect(within(dialog).queryByText(/Waitlist/)).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/11/waitlist')).toHaveLength(0)
  })

  it('downloads the waitlist as a UTF-8 CSV with a byte order mark, quoted and formula-safe', async () => {
    const { user, dialog } = await openDialog([ada], { 'GET /api/events/11/waitlist': { body: waiting } })
    await within(dialog).findByRole('table', { name: 'Waitlist' })
    await user.click(within(dialog).getByRole('button', { name: 'Download waitlist CSV' }))
    expect(await screen.findByText('Export successful')).toBeInTheDocument()
    expect(screen.getByText('Exported 2 people on the waitlist')).toBeInTheDocument()
    expect(savedNames).toEqual([attendeesToday().replace('attendees', 'waitlist')])
    const blob = objectUrls.create.mock.calls[0][0] as Blob
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = await bytesOf(blob)
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      '"Position","Name","Email","Company","Joined"\r\n' +
        '"1","Wanda Waiting","wanda@example.com","Patience, ""Ltd""","2026-02-03T09:15:00.000Z"\r\n' +
        `"2","Zoë Zed","zoe@example.com","'=cmd|calc","2026-02-04T18:00:00.000Z"\r\n`,
    )
  })

  it('does not export an empty waitlist', async () => {
    const { user, dialog } = await openDialog([ada])
    await within(dialog).findByText('No one is on the waitlist')
    await user.click(within(dialog).getByRole('button', { name: 'Download waitlist CSV' }))
    expect(await screen.findByText('There is no one on the waitlist to export')).toBeInTheDocument()
    expect(savedNames).toEqual([])
  })

  it('takes a person off the waitlist after a confirmation, with the removal route, and re-reads the queue', async () => {
    const answer = deferred<MessageDto>({ body: { message: 'Attendee removed' } })
    const { user, dialog, api } = await openDialog([ada], {
      'GET /api/events/11/waitlist': { body: waiting },
      'DELETE /api/events/11/attendees/201': answer.handler,
    })
    const section = await within(dialog).findByRole('region', { name: 'Waitlist (2)' })
    await user.click(within(section).getByRole('button', { name: 'Remove Wanda Waiting from the waitlist' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this person from the waitlist?' })
    expect(within(confirm).getByText('Wanda Waiting')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(within(confirm).getByRole('button', { name: 'Removing...' })).toBeDisabled()
    api.set('GET /api/events/11/waitlist', { body: waiting.slice(1).map((entry) => ({ ...entry, position: 1 })) })
    answer.release()
    expect(await within(dialog).findByRole('region', { name: 'Waitlist (1)' })).toBeInTheDocument()
    expect(within(dialog).getByText('Removed from the waitlist')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/events/11/attendees/201')).toHaveLength(1)
    // Focus stays in the list: the next person's first action, not <body>.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Give Zoë Zed a seat' })).toHaveFocus())
  })

  it('gives a waiting person a seat, then re-reads the queue and the attendees', async () => {
    const { user, dialog, api } = await openDialog([ada], {
      'GET /api/events/11/waitlist': { body: waiting },
      'POST /api/events/11/waitlist/201/seat': { body: { status: 'registered' } },
    })
    const section = await within(dialog).findByRole('region', { name: 'Waitlist (2)' })
    const readsBefore = api.callsTo('GET', '/api/events/11/attendees').length
    api.set('GET /api/events/11/waitlist', { body: waiting.slice(1).map((entry) => ({ ...entry, position: 1 })) })
    await user.click(within(section).getByRole('button', { name: 'Give Wanda Waiting a seat' }))
    expect(await within(dialog).findByRole('region', { name: 'Waitlist (1)' })).toBeInTheDocument()
    expect(within(dialog).getByText('Seat given')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/events/11/waitlist/201/seat')).toHaveLength(1)
    await waitFor(() => expect(api.callsTo('GET', '/api/events/11/attendees').length).toBeGreaterThan(readsBefore))
  })

  it('offers no seat to a removed person (erased after the night), only their removal', async () => {
    const removed: WaitlistEntryDto = { ...waiting[0], id: 203, name: 'Removed', email: '', company: '', position: 1 }
    const { dialog } = await openDialog([ada], { 'GET /api/events/11/waitlist': { body: [removed, waiting[1]] } })
    const section = await within(dialog).findByRole('region', { name: 'Waitlist (2)' })
    expect(within(section).getByRole('button', { name: 'Remove Removed from the waitlist' })).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Give Removed a seat' })).not.toBeInTheDocument()
    expect(within(section).getByRole('button', { name: `Give ${waiting[1].name} a seat` })).toBeInTheDocument()
  })

  it('reports a failed removal from the waitlist and keeps the row', async () => {
    expectConsoleError('DELETE /api/events/11/attendees/202 failed:')
    const { user, dialog } = await openDialog([ada], {
      'GET /api/events/11/waitlist': { body: waiting },
      'DELETE /api/events/11/attendees/202': { status: 404, body: { message: 'Attendee not found' } },
    })
    const section = await within(dialog).findByRole('region', { name: 'Waitlist (2)' })
    await user.click(within(section).getByRole('button', { name: 'Remove Zoë Zed from the waitlist' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByText('Failed to remove from the waitlist')).toBeInTheDocument()
    expect(within(dialog).getByText('Attendee not found')).toBeInTheDocument()
    expect(within(section).getByRole('rowheader', { name: 'Zoë Zed' })).toBeInTheDocument()
  })

  it('re-reads the waitlist after removing an attendee (the first person waiting may move up)', async () => {
    const { user, dialog, api } = await openDialog([ada], {
      'GET /api/events/11/waitlist': { body: waiting },
      'DELETE /api/events/11/attendees/101': { body: { message: 'Attendee removed' } },
    })
    await within(dialog).findByRole('table', { name: 'Waitlist' })
    expect(api.callsTo('GET', '/api/events/11/waitlist')).toHaveLength(1)
    api.set('GET /api/events/11/waitlist', { body: waiting.slice(1).map((entry) => ({ ...entry, position: 1 })) })
    await user.click(within(dialog).getByRole('button', { name: 'Delete attendee Ada Lovelace' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByRole('region', { name: 'Waitlist (1)' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/11/waitlist').length).toBeGreaterThanOrEqual(2)
  })
})

describe('Attendees tab', () => {
  const archivedEvent = makeEvent({ id: 12, name: 'Winter Night', archived: true })

  it('lists every event of the master admin with Download CSV and View Attendees', async () => {
    const user = userEvent.setup()
    renderAdmin(
      adminUser,
      {
        ...eventRoutes(adminUser, [makeEvent()], [archivedEvent]),
        'GET /api/events/12/attendees/download': { text: csv },
        'GET /api/events/12/attendee-count': { body: { count: 1 } },
        'GET /api/events/12/attendees': { body: [] },
        'GET /api/events/12/waitlist': { body: [] },
        'GET /api/events/12/messages': { body: [] },
      },
      '/admin?tab=attendees',
    )
    expect(await screen.findByRole('rowheader', { name: 'Spring Pub Night' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /Winter Night/ })).toHaveTextContent('Archived')
    await user.click(screen.getByRole('button', { name: 'Download CSV of Winter Night' }))
    await waitFor(() => expect(savedNames).toEqual(['attendees-event-12.csv']))
    await user.click(screen.getByRole('button', { name: 'View Attendees of Winter Night' }))
    const dialog = screen.getByRole('dialog', { name: 'Event Attendees' })
    expect(within(dialog).getByText('Winter Night')).toBeInTheDocument()
    expect(await within(dialog).findByText('No attendees registered for this event')).toBeInTheDocument()
  })

  it("lists a host's own events and reports a failed download", async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      hostUser,
      {
        ...eventRoutes(hostUser, [makeEvent()]),
        'GET /api/events/11/attendees/download': { status: 403, body: { message: 'You do not have permission to do this' } },
        'GET /api/events/11/attendee-count': { body: { count: 2 } },
      },
      '/admin?tab=attendees',
    )
    await user.click(await screen.findByRole('button', { name: 'Download CSV of Spring Pub Night' }))
    expect(await screen.findByText('Failed to download attendees')).toBeInTheDocument()
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument()
    expect(savedNames).toEqual([])
    expect(api.calls.some((call) => call.path.startsWith('/api/events?'))).toBe(false)
  })

  it('does not export an event without attendees, and says so as the dialog does', async () => {
    const user = userEvent.setup()
    const { api } = renderAdmin(
      hostUser,
      { ...eventRoutes(hostUser, [makeEvent()]), 'GET /api/events/11/attendee-count': { body: { count: 0 } } },
      '/admin?tab=attendees',
    )
    await user.click(await screen.findByRole('button', { name: 'Download CSV of Spring Pub Night' }))
    expect(await screen.findByText('No attendees')).toBeInTheDocument()
    expect(screen.getByText('There are no attendees to export')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/events/11/attendees/download')).toHaveLength(0)
    expect(savedNames).toEqual([])
  })

  it('says when there are no events', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, []), '/admin?tab=attendees')
    expect(await screen.findByText('No events found')).toBeInTheDocument()
  })
})
