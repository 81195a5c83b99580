import { describe, expect, it } from '@jest/globals'
import { whenIn } from '../../cms/i18n/dates'
import { lookForHeadingIn } from '../../cms/mail/templates/lookFor'

/**
 * A night's time in each language and the night's zone (shared/DESIGN.md section 11), through
 * Intl: weekday and month names, the clock, the zone's name as the language writes it; a summer
 * and a winter night in Berlin and in Mexico City. English keeps the spec's form.
 */
const night = (timezone: string, date: string, endDate: string) => ({ timezone, date, endDate })
const berlinSummer = night('Europe/Berlin', '2031-07-10T16:30:00.000Z', '2031-07-10T20:00:00.000Z')
const berlinWinter = night('Europe/Berlin', '2031-01-15T17:00:00.000Z', '2031-01-15T20:30:00.000Z')
const mexicoSummer = night('America/Mexico_City', '2031-07-11T00:30:00.000Z', '2031-07-11T04:00:00.000Z')
const mexicoWinter = night('America/Mexico_City', '2031-01-16T01:00:00.000Z', '2031-01-16T04:30:00.000Z')

describe('dates in each language', () => {
  it('English: the spec’s form, unchanged', () => {
    expect(whenIn('en', berlinSummer)).toBe('Thursday, July 10, 2031 6:30 PM - 10:00 PM GMT+2')
    expect(whenIn('en', berlinWinter)).toBe('Wednesday, January 15, 2031 6:00 PM - 9:30 PM GMT+1')
    expect(whenIn('en', mexicoSummer)).toBe('Thursday, July 10, 2031 6:30 PM - 10:00 PM CST')
    expect(whenIn('en', mexicoWinter)).toBe('Wednesday, January 15, 2031 7:00 PM - 10:30 PM CST')
  })

  it('German: 24-hour clock, "Uhr", the zone as German writes it (MEZ, MESZ)', () => {
    expect(whenIn('de', berlinSummer)).toBe('Donnerstag, 10. Juli 2031, 18:30–22:00 Uhr MESZ')
    expect(whenIn('de', berlinWinter)).toBe('Mittwoch, 15. Januar 2031, 18:00–21:30 Uhr MEZ')
    expect(whenIn('de', mexicoSummer)).toBe('Donnerstag, 10. Juli 2031, 18:30–22:00 Uhr GMT-6')
    expect(whenIn('de', mexicoWinter)).toBe('Mittwoch, 15. Januar 2031, 19:00–22:30 Uhr GMT-6')
  })

  it('Spanish and French: their weekday and month names, their clock and zone names', () => {
    expect(whenIn('es', berlinSummer)).toBe('jueves, 10 de julio de 2031, 18:30–22:00 CEST')
    expect(whenIn('es', berlinWinter)).toBe('miércoles, 15 de enero de 2031, 18:00–21:30 CET')
    expect(whenIn('es', mexicoSummer)).toBe('jueves, 10 de julio de 2031, 18:30–22:00 GMT-6')
    expect(whenIn('es', mexicoWinter)).toBe('miércoles, 15 de enero de 2031, 19:00–22:30 GMT-6')
    expect(whenIn('fr', berlinSummer)).toBe('jeudi 10 juillet 2031, 18:30 – 22:00 UTC+2')
    expect(whenIn('fr', berlinWinter)).toBe('mercredi 15 janvier 2031, 18:00 – 21:30 UTC+1')
    expect(whenIn('fr', mexicoSummer)).toBe('jeudi 10 juillet 2031, 18:30 – 22:00 UTC−6')
    expect(whenIn('fr', mexicoWinter)).toBe('mercredi 15 janvier 2031, 19:00 – 22:30 UTC−6')
  })

  it('names each time’s zone when the clocks change during the night', () => {
    const change = night('Europe/Berlin', '2031-10-25T22:00:00.000Z', '2031-10-26T02:00:00.000Z')
    expect(whenIn('de', change)).toBe('Sonntag, 26. Oktober 2031, 0:00 Uhr MESZ – 3:00 Uhr MEZ')
  })
})

describe('plurals in each language', () => {
  it('counts 0, 1, 2 and 5 by each language’s rules', () => {
    const heading = (locale: 'en' | 'es' | 'fr' | 'de') => [0, 1, 2, 5].map((count) => lookForHeadingIn(locale, count))
    expect(heading('en')).toEqual([
      '0 people to look for tonight',
      '1 person to look for tonight',
      '2 people to look for tonight',
      '5 people to look for tonight',
    ])
    expect(heading('es')).toEqual([
      '0 personas a quienes buscar esta noche',
      '1 persona a quien buscar esta noche',
      '2 personas a quienes buscar esta noche',
      '5 personas a quienes buscar esta noche',
    ])
    // French counts 0 as singular.
    expect(heading('fr')).toEqual([
      '0 personne à rencontrer ce soir',
      '1 personne à rencontrer ce soir',
      '2 personnes à rencontrer ce soir',
      '5 personnes à rencontrer ce soir',
    ])
    expect(heading('de')).toEqual([
      '0 Personen, nach denen Sie heute Abend Ausschau halten sollten',
      '1 Person, nach der Sie heute Abend Ausschau halten sollten',
      '2 Personen, nach denen Sie heute Abend Ausschau halten sollten',
      '5 Personen, nach denen Sie heute Abend Ausschau halten sollten',
    ])
    expect(lookForHeadingIn('de', 1, 'tomorrow')).toBe('1 Person, nach der Sie morgen Ausschau halten sollten')
  })
})
