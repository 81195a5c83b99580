import { pulseSubject, RATINGS } from '../../../contract/feedback'
import { escapeHtml, layout, link } from './layout'
import type { MutualSwapDto } from '../../../contract/networking'
import type { MailTemplate, RegistrationMail } from './types'

/** One line per person: name, company and only what they chose to share. */
const detailsOf = (swap: MutualSwapDto) =>
  [swap.email, swap.phone, swap.url].filter((detail): detail is string => Boolean(detail))

const RATING_WORDS: Record<number, string> = { 1: 'poor', 2: 'meh', 3: 'fine', 4: 'good', 5: 'great' }
const ASK = 'How was it? One tap tells the hosts:'
const MET = 'Met someone useful? Say so on the same page, and add a comment if you like (you can answer anonymously).'

export type MorningAfterMail = RegistrationMail & {
  swaps: MutualSwapDto[]
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
  subject: ({ event }) => pulseSubject(event.name),
  render(data, made) {
    const { product, event, person, swaps } = data
    const subject = this.subject(data)
    const ratingUrl = (rating: number) => `${made.feedbackUrl}?rating=${rating}`
    const thanks = `Thanks for coming to ${event.name}.`
    const swapsIntro = 'Here is everyone you swapped contact details with, with what each chose to share:'
    const pulseText = made.feedbackUrl
      ? [ASK, RATINGS.map((n) => `${n} (${RATING_WORDS[n]}): ${ratingUrl(n)}`).join('\n'), MET]
      : []
    const pulseHtml = made.feedbackUrl
      ? [
          escapeHtml(ASK),
          RATINGS.map(
            (n) =>
              `<a href="${escapeHtml(ratingUrl(n))}" style="display:inline-block;min-width:44px;margin:0 6px 6px 0;padding:10px 12px;border:1px solid #1f3a5f;border-radius:6px;color:#1f3a5f;text-decoration:none;text-align:center">${n}<br><small>${RATING_WORDS[n]}</small></a>`,
          ).join(''),
          escapeHtml(MET),
        ]
      : []
    const swapsText = swaps.length
      ? [
          swapsIntro,
          swaps.map((swap) => [`- ${swap.name} (${swap.company})`, ...detailsOf(swap)].join('\n  ')).join('\n'),
          ...(made.manageUrl ? [`They stay on your registration's page: ${made.manageUrl}`] : []),
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
          ...(made.manageUrl ? [`They stay on ${link(made.manageUrl, "your registration's page")}.`] : []),
        ]
      : []
    return {
      subject,
      text: [`Hi ${person.name},`, thanks, ...pulseText, ...swapsText, `See you at the next one!\n${product}`].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        escapeHtml(thanks),
        ...pulseHtml,
        ...swapsHtml,
        'See you at the next one!',
      ]),
    }
  },
}
