import type { FaqDto } from '@contract/types'

/**
 * The FAQs whose `order` must change to move the one at `index` a place up (-1) or down (+1)
 * in a list sorted as the server sorts it (order, then creation). Two distinct orders that no
 * other FAQ shares are swapped; otherwise (ties, such as the default 0 everywhere) the list is
 * numbered afresh 0, 1, 2... in its new sequence, and only the FAQs that change are returned.
 */
export function moveFaq(faqs: FaqDto[], index: number, delta: -1 | 1): FaqDto[] {
  const target = index + delta
  if (index < 0 || index >= faqs.length || target < 0 || target >= faqs.length) return []
  const moving = faqs[index]
  const other = faqs[target]
  const sharing = faqs.filter((faq) => faq.order === moving.order || faq.order === other.order).length
  if (moving.order !== other.order && sharing === 2) {
    return [
      { ...moving, order: other.order },
      { ...other, order: moving.order },
    ]
  }
  const sequence = [...faqs]
  sequence[index] = other
  sequence[target] = moving
  return sequence.flatMap((faq, position) => (faq.order === position ? [] : [{ ...faq, order: position }]))
}
