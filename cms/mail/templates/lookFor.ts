import { tagInSentence, type LookForWhen, type SuggestionDto } from '../../../contract/networking'
import { escapeHtml } from './layout'
import { strong, t, type Locale } from './words'

/** "3 people to look for tonight" (contract/networking.ts `lookForHeading` in English), plural by the language's rules. */
const headings = {
  tonight: /*i18n*/ {
    id: 'email.lookFor.tonight',
    message: '{count, plural, one {# person to look for tonight} other {# people to look for tonight}}',
  },
  tomorrow: /*i18n*/ {
    id: 'email.lookFor.tomorrow',
    message: '{count, plural, one {# person to look for tomorrow} other {# people to look for tomorrow}}',
  },
}
/** The punctuation around a suggestion is the language's own (French sets a space before the colon, German its own quotes). */
const marks = {
  heading: /*i18n*/ { id: 'email.lookFor.headingLine', message: '{heading}:' },
  quoted: /*i18n*/ { id: 'email.lookFor.quoted', message: '"{line}"' },
  withLine: /*i18n*/ { id: 'email.lookFor.withLine', message: '{who}: {line}' },
}

export const lookForHeadingIn = (locale: Locale, count: number, when: LookForWhen = 'tonight') =>
  t(locale, headings[when], { count })

/**
 * Why to meet someone, each case a whole message (as the site's
 * site/src/features/networking/lib/reasons.ts), in English "You need sheet metal; Dan offers it.
 * Dan needs welding; you offer it."
 */
const reasons = {
  theyOffer: /*i18n*/ {
    id: 'email.lookFor.youNeed',
    message: 'You need {tags}; {name} offers {count, plural, one {it} other {them}}.',
  },
  theyNeed: /*i18n*/ {
    id: 'email.lookFor.theyNeed',
    message: '{name} needs {tags}; you offer {count, plural, one {it} other {them}}.',
  },
  /** A person who gave no first name. */
  they: /*i18n*/ { id: 'email.lookFor.they', message: 'they' },
}

export function reasonIn(locale: Locale, suggestion: Pick<SuggestionDto, 'firstName' | 'reasons'>): string {
  const name = suggestion.firstName || t(locale, reasons.they)
  const tagsOf = (direction: 'theyOffer' | 'theyNeed') =>
    suggestion.reasons.filter((reason) => reason.direction === direction).map((reason) => reason.tag)
  const text = (['theyOffer', 'theyNeed'] as const)
    .flatMap((direction) => {
      const tags = tagsOf(direction)
      if (!tags.length) return []
      const list = tags.map((tag) => tagInSentence(tag, locale)).join(', ')
      return [t(locale, reasons[direction], { tags: list, name, count: tags.length })]
    })
    .join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * "3 people to look for tonight" in an email (the 24 h reminder): first name, company, their
 * line and why, as the manage page shows them; nothing when there is no one to suggest.
 */
export function lookForBlock(suggestions: readonly SuggestionDto[] | undefined, when?: LookForWhen, locale: Locale = 'en') {
  if (!suggestions?.length) return { text: [], html: [] }
  const heading = lookForHeadingIn(locale, suggestions.length, when)
  const who = (suggestion: SuggestionDto) => `${suggestion.firstName} (${suggestion.company})`
  return {
    text: [
      `${t(locale, marks.heading, { heading })}\n${suggestions
        .map((suggestion) =>
          [
            `- ${who(suggestion)}`,
            suggestion.line ? t(locale, marks.quoted, { line: suggestion.line }) : '',
            reasonIn(locale, suggestion),
          ]
            .filter(Boolean)
            .join(' '),
        )
        .join('\n')}`,
    ],
    html: [
      `<strong>${escapeHtml(heading)}</strong>`,
      `<ul style="padding-left:20px;margin:0">${suggestions
        .map(
          (suggestion) =>
            `<li style="margin-bottom:8px">${
              suggestion.line
                ? t(locale, marks.withLine, { who: strong(who(suggestion)), line: escapeHtml(suggestion.line) })
                : strong(who(suggestion))
            }<br>${escapeHtml(reasonIn(locale, suggestion))}</li>`,
        )
        .join('')}</ul>`,
    ],
  }
}
