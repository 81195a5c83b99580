import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { AttendeeDialog } from '../../../site/src/features/registrations/components/AttendeeDialog'
import { MessageAttendees } from '../../../site/src/features/messages/components/MessageAttendees'
import { i18n, type Messages } from '../../../site/src/i18n/i18n'
import { makeEvent, mockApi } from '../mockApi'
import { renderApp } from '../renderApp'
import type { AttendeeWithCheckIn } from '../../../contract/door'
import type { EventMessageDto } from '../../../contract/eventMessages'
import type { Question } from '../../../contract/questions'
import type { WaitlistEntryDto } from '../../../contract/registrations'

/**
 * The pseudo-locale check (lingui.config.ts `pseudo`) on the dashboard's attendee screens, in
 * jsdom: every message of the catalogue comes back wrapped in ⟦…⟧, so any text a person sees
 * that is neither wrapped nor the host's own content did not pass through `i18n._`. Built from
 * the English ids themselves, it needs no catalogue file and holds for any message added later.
 */
const compiled = new Map<string, Messages[string]>()
const wrapped = (id: string) => {
  let message = compiled.get(id)
  if (message === undefined) {
    message = ['⟦', ...compileMessage(id), '⟧']
    compiled.set(id, message)
  }
  return message
}
const pseudoCatalogue = new Proxy<Messages>(
  {},
  {
    getOwnPropertyDescriptor: (_, id) =>
      typeof id === 'string' ? { value: wrapped(id), configurable: true, enumerable: true, writable: false } : undefined,
    get: (_, id) => (typeof id === 'string' ? wrapped(id) : undefined),
  },
)

const question: Question = {
  id: 'qdiet',
  label: 'Dietary needs',
  kind: 'text',
  required: true,
  options: [],
  hostOnly: true,
  showAtDoor: false,
}
const consent: Question = { ...question, id: 'qphoto', label: 'Photos are fine', kind: 'consent', required: false }
const night = makeEvent({ id: 11, name: 'Spring Pub Night', maxAttendees: 2, registeredCount: 2, questions: [question, consent] })
const otherNight = makeEvent({ id: 12, name: 'Summer Pub Night', maxAttendees: 1, registeredCount: 1 })

const ada: AttendeeWithCheckIn = {
  id: 101,
  eventId: 11,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  createdAt: '2026-02-01T15:30:00.000Z',
  checkedInAt: '2026-03-15T00:05:00.000Z',
  answers: { qphoto: true },
  missingAnswers: ['qdiet'],
}
const grace: AttendeeWithCheckIn = {
  id: 102,
  eventId: 11,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  createdAt: '2026-02-02T10:00:00.000Z',
  answers: { qdiet: 'Vegetarian' },
}
const waiting: WaitlistEntryDto = {
  id: 103,
  name: 'Hedy Lamarr',
  email: 'hedy@example.com',
  company: 'Frequency Co',
  position: 1,
  joinedAt: '2026-02-03T09:00:00.000Z',
}
const sent: EventMessageDto = {
  subject: 'Parking',
  audience: 'noShow',
  recipients: 2,
  sentBy: 'Hana Host',
  sentAt: '2026-03-01T18:00:00.000Z',
}

/** What hosts and people wrote, and the moments Intl writes (its dates are not catalogue texts). */
const moment = (value: string) =>
  new Intl.DateTimeFormat('pseudo', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
const hostContent = [
  ...[night, otherNight].map((event) => event.name),
  ...[ada, grace, waiting].flatMap((person) => [person.name, person.email, person.company]),
  ...[ada, grace, waiting].map((person) => moment('joinedAt' in person ? person.joinedAt : person.createdAt)),
  question.label,
  consent.label,
  'Vegetarian',
  sent.subject,
  sent.sentBy,
  moment(sent.sentAt),
]

/** Whatever is left of a text once the catalogue's texts and the host's content are taken out. */
function untranslated(text: string): string {
  // Innermost first: a message may hold another (a table named after its caption).
  let rest = text
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '')
  for (const content of hostContent) rest = rest.split(content).join('')
  // Numbers, punctuation and symbols (the close button's ×) are no language's words.
  return /^[\s\p{P}\p{S}\d]*$/u.test(rest) ? '' : rest.trim()
}

/** Every visible text and every name given to assistive technology in `root` that escaped the catalogue. */
function escapes(root: HTMLElement): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const left = untranslated(node.textContent ?? '')
    if (left) found.push(left)
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)
      const left = value ? untranslated(value) : ''
      if (left) found.push(`${name}="${value}"`)
    }
  }
  return found
}

function renderDialog() {
  mockApi({
    'GET /api/events/11/attendees': { body: [ada, grace] },
    'GET /api/events/11/waitlist': { body: [waiting] },
    'GET /api/events/11/messages': { body: [sent] },
    'GET /api/events/11/messages/audiences': { body: { registered: 2, waitlisted: 1, checkedIn: 1, noShow: 1 } },
  })
  renderApp(
    <AttendeeDialog event={night} moveTargets={[otherNight]} onClose={() => {}}>
      <MessageAttendees event={night} />
    </AttendeeDialog>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  i18n.activate('pseudo', pseudoCatalogue)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  i18n.activate('en', {})
  jest.restoreAllMocks()
})

describe('the attendee screens in the pseudo-locale', () => {
  it('pass every text of the dialog, its lists, the waitlist and the message history through the catalogue', async () => {
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '⟦Event Attendees⟧' })
    await within(dialog).findByRole('rowheader', { name: /^Ada Lovelace/ })
    await within(dialog).findByRole('rowheader', { name: 'Hedy Lamarr' })
    await within(dialog).findByRole('rowheader', { name: 'Parking' })
    expect(within(dialog).getByRole('heading', { name: '⟦Attendees (2)⟧' })).toBeInTheDocument()
    expect(within(dialog).getByText('⟦Missing: Dietary needs⟧')).toBeInTheDocument()
    expect(within(dialog).getByRole('cell', { name: '⟦No-shows (registered, not checked in)⟧' })).toBeInTheDocument()
    expect(escapes(document.body)).toEqual([])
  })

  it('pass the move, removal and message dialogs through it too', async () => {
    const user = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '⟦Event Attendees⟧' })
    await within(dialog).findByRole('rowheader', { name: /^Grace Hopper/ })

    await user.click(within(dialog).getByRole('button', { name: '⟦Move Grace Hopper to another night⟧' }))
    const move = screen.getByRole('dialog', { name: '⟦Move Grace Hopper to another night⟧' })
    expect(within(move).getByRole('option').textContent).toMatch(/^⟦Summer Pub Night · .* \(full\)⟧$/)
    expect(escapes(document.body)).toEqual([])
    await user.click(within(move).getByRole('button', { name: '⟦Cancel⟧' }))

    await user.click(within(dialog).getByRole('button', { name: '⟦Delete attendee Grace Hopper⟧' }))
    const confirm = screen.getByRole('alertdialog', { name: '⟦Are you sure you want to delete this attendee?⟧' })
    expect(escapes(document.body)).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: '⟦Cancel⟧' }))

    await user.click(within(dialog).getByRole('button', { name: '⟦Message attendees⟧' }))
    const write = screen.getByRole('dialog', { name: '⟦Message attendees⟧' })
    expect(await within(write).findByText('⟦This message goes to 2 people⟧')).toBeInTheDocument()
    await user.click(within(write).getByRole('button', { name: '⟦Send⟧' }))
    expect(await within(write).findByText('⟦Subject is required⟧')).toBeInTheDocument()
    expect(within(write).getByText('⟦Message is required⟧')).toBeInTheDocument()
    expect(escapes(document.body)).toEqual([])
  })
})
