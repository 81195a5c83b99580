import { useMemo } from 'react'
import { filterByWords } from '@site/lib/wordSearch'
import type { CheckInList, DoorAttendee } from '@contract/door'

export interface IndexedPerson {
  person: DoorAttendee
  key: string
}

/** One lower-cased string per person: name and company, searched together. */
export function indexPeople(people: DoorAttendee[]): IndexedPerson[] {
  return people.map((person) => ({ person, key: `${person.name}\n${person.company}`.toLocaleLowerCase() }))
}

/** The index, built once per list rather than on every keystroke. */
export function useSearchIndex(list: Pick<CheckInList, 'attendees'> | undefined): IndexedPerson[] {
  return useMemo(() => indexPeople(list?.attendees ?? []), [list])
}

/** Everyone whose name or company holds every typed word; everyone for an empty search. */
export function filterPeople(index: IndexedPerson[], query: string): DoorAttendee[] {
  return filterByWords(index, query, (entry) => entry.key).map((entry) => entry.person)
}
