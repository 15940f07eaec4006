import { describe, expect, it } from 'vitest'
import { calendarDate, relativeTime } from '../../../../src/react/widgets/users-table/format-time'

const now = Date.parse('2026-03-10T12:00:00Z')

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('now')
    expect(relativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago')
    expect(relativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday')
    expect(relativeTime('2026-02-24T12:00:00Z', now, 'en')).toBe('2 weeks ago')
    expect(relativeTime('2025-03-01T12:00:00Z', now, 'en')).toBe('last year')
  })

  it('follows the locale', () => {
    expect(relativeTime('2026-03-07T12:00:00Z', now, 'fr')).toBe('il y a 3 jours')
  })

  it('gives null when there is no valid date', () => {
    expect(relativeTime(undefined, now, 'en')).toBeNull()
    expect(relativeTime('not a date', now, 'en')).toBeNull()
  })
})

describe('calendarDate', () => {
  it('formats a medium date in the locale', () => {
    expect(calendarDate('2026-03-10T12:00:00Z', 'en-US')).toBe('Mar 10, 2026')
    expect(calendarDate('', 'en-US')).toBeNull()
  })
})
