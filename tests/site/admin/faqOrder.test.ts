import { describe, expect, it } from '@jest/globals'
import { moveFaq } from '../../../site/src/features/faqs/lib/faqOrder'
import type { FaqDto } from '../../../contract/types'

const faq = (id: number, order: number): FaqDto => ({ id, question: `Q${id}`, answer: `A${id}`, order })
const orders = (changes: FaqDto[]) => changes.map(({ id, order }) => [id, order])

describe('moveFaq', () => {
  it('swaps two distinct orders that no other FAQ shares', () => {
    const list = [faq(1, 10), faq(2, 20), faq(3, 30)]
    expect(orders(moveFaq(list, 1, -1))).toEqual([
      [2, 10],
      [1, 20],
    ])
    expect(orders(moveFaq(list, 1, 1))).toEqual([
      [2, 30],
      [3, 20],
    ])
  })

  it('numbers the list afresh when orders tie, changing only what differs', () => {
    expect(orders(moveFaq([faq(1, 0), faq(2, 0), faq(3, 0)], 2, -1))).toEqual([
      [3, 1],
      [2, 2],
    ])
    // Another FAQ sharing one of the two orders would let a plain swap land in the wrong place.
    expect(orders(moveFaq([faq(1, 0), faq(2, 1), faq(3, 1), faq(4, 1)], 3, -1))).toEqual([
      [4, 2],
      [3, 3],
    ])
  })

  it('does nothing past either end', () => {
    const list = [faq(1, 0), faq(2, 1)]
    expect(moveFaq(list, 0, -1)).toEqual([])
    expect(moveFaq(list, 1, 1)).toEqual([])
  })
})
