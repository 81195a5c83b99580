import '@testing-library/jest-dom/jest-globals'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { i18n, type Messages } from '../../../site/src/i18n/i18n'
import { formatEventSchedule } from '../../../site/src/lib/eventSchedule'
import { DEFAULT_NETWORKING_TAGS } from '../../../contract/networking'
import { hostUser } from '../mockApi'
import { BEFORE_THE_EVENT, freezeDate } from '../clock'
import { eventRoutes, makeEvent, renderAdmin } from '../admin/renderAdmin'

/**
 * A catalogue that "translates" every message, whatever its id, by wrapping it in ⟦…⟧ (in German,
 * for the dates and numbers): any text of the dashboard's events screens shown without the
 * wrapping did not pass through the catalogue. It needs no PO file, so it also covers texts whose
 * translations are not in the catalogues yet.
 */
function everyTextWrapped(): Messages {
  const wrap = (id: string) => {
    const compiled = compileMessage(id)
    return ['⟦', ...(typeof compiled === 'string' ? [compiled] : compiled), '⟧']
  }
  return new Proxy<Messages>(
    {},
    {
      get: (_, id) => (typeof id === 'string' ? wrap(id) : undefined),
      getOwnPropertyDescriptor: (_, id) =>
        typeof id === 'string' ? { value: wrap(id), writable: false, enumerable: true, configurable: true } : undefined,
    },
  )
}

const night = makeEvent()
const draft = makeEvent({ id: 12, name: 'Summer Draft Night', status: 'draft', registeredCount: 0 })
const archived = makeEvent({
  id: 13,
  name: 'Winter Pub Night',
  archived: true,
  date: '2025-12-01T23:00:00.000Z',
  endDate: '2025-12-02T02:00:00.000Z',
})

/**
 * What hosts wrote and values, which stay as they are; the makers' tag list too, which becomes
 * the night's own tags (stored with it and shown to its people as written).
 */
const hostContent = (): Set<string> => {
  const values = new Set<string>(['Hana Host', 'hana@example.com', 'Makers Pub Night', ...DEFAULT_NETWORKING_TAGS])
  for (const event of [night, draft, archived]) {
    const schedule = formatEventSchedule(event.date, event.endDate, event.timezone)
    for (const value of [event.name, event.venue, event.city, event.state, event.street, event.country, event.description])
      if (value) values.add(value)
    values.add(schedule.date).add(schedule.time)
  }
  return values
}

/**
 * Words under `root` (text nodes and labelling attributes) left once the catalogue's ⟦…⟧ and the
 * host's content are taken out: each is a text that did not pass through the catalogue.
 */
function untranslated(root: HTMLElement): string[] {
  const allowed = [...hostContent()].sort((a, b) => b.length - a.length)
  const found: string[] = []
  const check = (text: string | null) => {
    // Innermost first: a message may hold another's translation (a table's label holds its caption).
    let rest = text ?? ''
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')
    for (const value of allowed) rest = rest.split(value).join(' ')
    // A zone's IANA name (America/New_York) is a value too.
    rest = rest.replace(/\b[A-Z][A-Za-z]+\/[A-Za-z_/]+/g, ' ').trim()
    if (/\p{L}{2,}/u.test(rest)) found.push(rest)
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue
    check(node.nodeValue)
  }
  // The zone search's suggestions are IANA names (their US names are the select's, checked above).
  for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')].filter((node) => !node.closest('datalist')))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'label']) check(element.getAttribute(name))
  return [...new Set(found)]
}

beforeEach(() => {
  freezeDate(BEFORE_THE_EVENT)
  i18n.activate('de', everyTextWrapped())
})

afterEach(() => {
  i18n.activate('en', {})
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('the dashboard’s events screens', () => {
  it('pass every text of the lists, their rows and actions through the catalogue', async () => {
    renderAdmin(hostUser, eventRoutes(hostUser, [night, draft], [archived]))
    await screen.findByRole('rowheader', { name: /Summer Draft Night/ })
    await screen.findByRole('rowheader', { name: /Winter Pub Night/ })
    expect(untranslated(screen.getByRole('tabpanel'))).toEqual([])
    // The dashboard's own heading, subtitle and title.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('⟦Dashboard⟧')
    expect(screen.getByText(/⟦Signed in as Hana Host⟧/)).toBeInTheDocument()
    expect(document.title).toContain('⟦Dashboard⟧')
  })

  it('pass every text of the event form, with a question and "Who to meet" open, through the catalogue', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, eventRoutes(hostUser, [night]))
    await user.click(await screen.findByRole('button', { name: '⟦Edit Spring Pub Night⟧' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '⟦Add question⟧' }))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '⟦Kind⟧' }), 'single')
    await user.click(within(dialog).getByRole('checkbox', { name: /Suggest people to meet/ }))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '⟦Time zone⟧' }), 'other')
    // The Team section, once its list has arrived.
    await within(dialog).findByText(/⟦Owner⟧/)
    expect(untranslated(dialog)).toEqual([])
  })

  it('pass the repeat and publish dialogs through the catalogue', async () => {
    const user = userEvent.setup()
    renderAdmin(hostUser, {
      ...eventRoutes(hostUser, [night, draft]),
      'GET /api/events/12/followers': { body: { city: 'Toledo', followers: 2 } },
    })
    await user.click(await screen.findByRole('button', { name: '⟦Repeat Spring Pub Night⟧' }))
    expect(untranslated(await screen.findByRole('dialog'))).toEqual([])
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '⟦Cancel⟧' }))
    await user.click(await screen.findByRole('button', { name: '⟦Publish Summer Draft Night⟧' }))
    const publish = await screen.findByRole('alertdialog')
    await within(publish).findByText('⟦2 people following Toledo will get an email.⟧')
    expect(untranslated(publish)).toEqual([])
  })
})
