import type { DoorPerson } from '../mockApi'

// 23:42 UTC on 14 March 2026 is 7:42 PM in New York (EDT).
export const sevenFortyTwo = '2026-03-14T23:42:00.000Z'

/** The door's three people of the fixtures' night (makeEvent, id 11): Linus already checked in. */
export const doorPeople = (): DoorPerson[] => [
  { id: 101, name: 'Ada Lovelace', company: 'Engines Ltd', email: 'ada@example.com', checkedInAt: null, code: '101.abc' },
  { id: 102, name: 'Grace Hopper', company: 'Navy Labs', email: 'grace@example.com', checkedInAt: null, code: '102.def' },
  {
    id: 103,
    name: 'Linus Pauling',
    company: 'Navy Labs',
    email: 'linus@example.com',
    checkedInAt: sevenFortyTwo,
    code: '103.ghi',
  },
]
