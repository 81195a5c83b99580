import { RATINGS } from '../../../contract/feedback'
import { escapeHtml, layout, link, linkedSentence } from './layout'
import { hi, labelled, localeOf, pageIn, t, type Locale } from './words'
import type { MutualSwapDto } from '../../../contract/networking'
import type { MailTemplate, RegistrationMail } from './types'

/** One line per person: name, company and only what they chose to share. */
const detailsOf = (swap: MutualSwapDto) =>
  [swap.email, swap.phone, swap.url].filter((detail): detail is string => Boolean(detail))

const words = {
  // contract/feedback.ts `pulseSubject` in English.
  subject: /*i18n*/ { id: 'email.morningAfter.subject', message: 'How was {event}?' },
  thanks: /*i18n*/ { id: 'email.morningAfter.thanks', message: 'Thanks for coming to {event}.' },
  ask: /*i18n*/ { id: 'email.morningAfter.ask', message: 'How was it? One tap tells the hosts:' },
  met: /*i18n*/ {
    id: 'email.morningAfter.met',
    message: 'Met someone useful? Say so on the same page, and add a comment if you like (you can answer anonymously).',
  },
  swapsIntro: /*i18n*/ {
    id: 'email.morningAfter.swapsIntro',
    message: 'Here is everyone you swapped contact details with, with what each chose to share:',
  },
  stayText: /*i18n*/ { id: 'email.morningAfter.stayText', message: "They stay on your registration's page: {url}" },
  stayHtml: /*i18n*/ { id: 'email.morningAfter.stay', message: "They stay on <0>your registration's page</0>." },
  next: /*i18n*/ { id: 'email.morningAfter.next', message: 'See you at the next one!' },
}
const ratingWords = {
  1: /*i18n*/ { id: 'email.morningAfter.rating1', message: 'poor' },
  2: /*i18n*/ { id: 'email.morningAfter.rating2', message: 'meh' },
  3: /*i18n*/ { id: 'email.morningAfter.rating3', message: 'fine' },
  4: /*i18n*/ { id: 'email.morningAfter.rating4', message: 'good' },
  5: /*i18n*/ { id: 'email.morningAfter.rating5', message: 'great' },
} as const
const ratingWord = (locale: Locale, n: number) => t(locale, ratingWords[n as keyof typeof ratingWords])

/**
 * A mutual swap as the email stores it: with the other person's registration, so an erasure of
 * that person takes them out of an email still waiting (cms/modules/privacy/erase.ts). Rows
 * queued before it carry none.
 */
export type MailedSwap = MutualSwapDto & { registration?: string }

export type MorningAfterMail = RegistrationMail & {
  swaps: MailedSwap[]
  /** The pulse's own link, sealed (cms/lib/capabilities/feedbackLink.ts); absent in rows queued before the pulse. */
  feedbackTokenSealed?: string
}

/**
 * The morning after a night (09:00 in its zone), once, to each person who came
 * (cms/modules/feedback/pulseJob.ts): "How was {night}?" with five one-tap ratings, and the
 * people they swapped contact details with when they have any ("Who to meet"), in one email.
 */
export const morningAfter: MailTemplate<MorningAfterMail> = {
  needs: { manageLink: true, feedbackLink: true },
  subject: ({ event, person }) => t(localeOf(person), words.subject, { event: event.name }),
  render(data, made) {
    const { product, event, person, swaps } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const ratingUrl = (rating: number) => pageIn(locale, `${made.feedbackUrl}?rating=${rating}`)
    const manage = made.manageUrl && pageIn(locale, made.manageUrl)
    const thanks = t(locale, words.thanks, { event: event.name })
    const swapsIntro = t(locale, words.swapsIntro)
    const ask = t(locale, words.ask)
    const met = t(locale, words.met)
    const pulseText = made.feedbackUrl
      ? [
          ask,
          RATINGS.map((n) => t(locale, labelled, { label: `${n} (${ratingWord(locale, n)})`, value: ratingUrl(n) })).join('\n'),
          met,
        ]
      : []
    const pulseHtml = made.feedbackUrl
      ? [
          escapeHtml(ask),
          RATINGS.map(
            (n) =>
              `<a href="${escapeHtml(ratingUrl(n))}" style="display:inline-block;min-width:44px;margin:0 6px 6px 0;padding:10px 12px;border:1px solid #1f3a5f;border-radius:6px;color:#1f3a5f;text-decoration:none;text-align:center">${n}<br><small>${ratingWord(locale, n)}</small></a>`,
          ).join(''),
          escapeHtml(met),
        ]
      : []
    const swapsText = swaps.length
      ? [
          swapsIntro,
          swaps.map((swap) => [`- ${swap.name} (${swap.company})`, ...detailsOf(swap)].join('\n  ')).join('\n'),
          ...(manage ? [t(locale, words.stayText, { url: manage })] : []),
        ]
      : []
    const swapsHtml = swaps.length
      ? [
          escapeHtml(swapsIntro),
          `<ul style="padding-left:20px;margin:0">${swaps
            .map(
              (swap) =>
                `<li style="margin-bottom:8px"><strong>${escapeHtml(swap.name)}</strong> (${escapeHtml(swap.company)})${detailsOf(
                  swap,
                )
                  .map((detail) => `<br>${detail === swap.url ? link(detail, detail) : escapeHtml(detail)}`)
                  .join('')}</li>`,
            )
            .join('')}</ul>`,
          ...(manage ? [linkedSentence(manage, t(locale, words.stayHtml))] : []),
        ]
      : []
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        thanks,
        ...pulseText,
        ...swapsText,
        `${t(locale, words.next)}\n${product}`,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [t(locale, hi, { name: escapeHtml(person.name) }), escapeHtml(thanks), ...pulseHtml, ...swapsHtml, t(locale, words.next)],
        locale,
      ),
    }
  },
}
