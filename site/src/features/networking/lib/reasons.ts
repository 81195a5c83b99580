import { tagInSentence, type SuggestionDto } from '@contract/networking'
import { i18n } from '@site/i18n/i18n'

/**
 * A suggestion in the reader's language, each case a whole message (the reminder email says the
 * same in cms/mail/templates/lookFor.ts); contract/networking.ts's `lookForHeading` glues English
 * fragments, and English reads word for word as there.
 */

const listOfTags = (tags: string[]) => tags.map((tag) => tagInSentence(tag, i18n.locale)).join(', ')

/** "3 people to look for tonight". */
export const lookForTonight = (count: number) =>
  i18n._('{count, plural, one {# person} other {# people}} to look for tonight', { count })

/** "You need sheet metal; Dan offers it. Dan needs welding; you offer it." */
export function reasonSentence(suggestion: Pick<SuggestionDto, 'firstName' | 'reasons'>): string {
  const name = suggestion.firstName || i18n._('they')
  const offered = suggestion.reasons.filter((reason) => reason.direction === 'theyOffer').map((reason) => reason.tag)
  const needed = suggestion.reasons.filter((reason) => reason.direction === 'theyNeed').map((reason) => reason.tag)
  const parts = [
    ...(offered.length
      ? [
          i18n._('You need {tags}; {name} offers {count, plural, one {it} other {them}}.', {
            tags: listOfTags(offered),
            name,
            count: offered.length,
          }),
        ]
      : []),
    ...(needed.length
      ? [
          i18n._('{name} needs {tags}; you offer {count, plural, one {it} other {them}}.', {
            tags: listOfTags(needed),
            name,
            count: needed.length,
          }),
        ]
      : []),
  ]
  const text = parts.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
