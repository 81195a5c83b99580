import { morningAfterSubject, type MutualSwapDto } from '../../../contract/networking'
import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** One line per person: name, company and only what they chose to share. */
const detailsOf = (swap: MutualSwapDto) =>
  [swap.email, swap.phone, swap.url].filter((detail): detail is string => Boolean(detail))

/**
 * The morning after a night (09:00 in its zone): the people this person swapped contact details
 * with, to each person with at least one mutual swap, once (cms/modules/networking/morningAfter.ts).
 */
export const morningAfter: MailTemplate<RegistrationMail & { swaps: MutualSwapDto[] }> = {
  needs: { manageLink: true },
  subject: ({ event }) => morningAfterSubject(event.name),
  render(data, made) {
    const { product, event, person, swaps } = data
    const subject = this.subject(data)
    const intro = `Here is everyone you swapped contact details with at ${event.name}, with what each chose to share.`
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        intro,
        swaps.map((swap) => [`- ${swap.name} (${swap.company})`, ...detailsOf(swap)].join('\n  ')).join('\n'),
        ...(made.manageUrl ? [`They stay on your registration's page: ${made.manageUrl}`] : []),
        `Good luck with the follow-ups!\n${product}`,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        escapeHtml(intro),
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
        `Good luck with the follow-ups!`,
      ]),
    }
  },
}
