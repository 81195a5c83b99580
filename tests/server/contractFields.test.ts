import { describe, expect, it } from '@jest/globals'
import { optionalUrl, requiredText, withScheme } from '../../contract/fields'
import { optionalLinkedIn } from '../../contract/auth'

/** The shared field rules (contract/fields.ts) that both the server and the site apply. */
describe('web addresses as people type them', () => {
  it('gives a bare domain https:// and leaves everything else alone', () => {
    expect(withScheme('example.com')).toBe('https://example.com')
    expect(withScheme('www.linkedin.com/in/ann-smith?x=1')).toBe('https://www.linkedin.com/in/ann-smith?x=1')
    expect(withScheme('http://example.com')).toBe('http://example.com')
    expect(withScheme('/media/a.webp')).toBe('/media/a.webp')
    expect(withScheme('not a url')).toBe('not a url')
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)')
  })

  it('accepts them in optional URL fields, and still refuses what is not a web address', () => {
    expect(optionalUrl().parse('linkedin.com/posts/ann_123')).toBe('https://linkedin.com/posts/ann_123')
    expect(optionalUrl().safeParse('javascript:alert(1)').success).toBe(false)
    expect(optionalLinkedIn.parse('linkedin.com/in/ann')).toBe('https://linkedin.com/in/ann')
    expect(optionalLinkedIn.safeParse('example.com/in/ann').error?.issues[0]?.message).toMatch(/LinkedIn/)
  })
})

describe('length limits', () => {
  it('say the limit', () => {
    expect(requiredText('Name is required', 200).safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'This field is too long (max 200 characters)',
    )
  })
})
