import { describe, expect, it } from 'vitest'
import { initials } from '../../../src/react/ui/initials'

describe('initials', () => {
  it('takes the first and last word of the name', () => {
    expect(initials('Ada King Lovelace', 'ada@example.com')).toBe('AL')
    expect(initials('grace', 'grace@example.com')).toBe('G')
    expect(initials('Émile Zola', 'e@example.com')).toBe('ÉZ')
  })

  it('falls back to the email when there is no name', () => {
    expect(initials('  ', 'linus@example.com')).toBe('L')
    expect(initials(undefined, 'x@example.com')).toBe('X')
  })

  it('answers ? for someone with neither a name nor an email (a phone-only account)', () => {
    expect(initials(undefined, null)).toBe('?')
    expect(initials('Dana', null)).toBe('D')
  })
})
