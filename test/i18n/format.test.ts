import { describe, expect, it } from 'vitest'
import { createFormatter, parseMessage } from '../../src/i18n/index'
import type { MessageValues } from '../../src/i18n/index'

const format = (locale: string | undefined, source: string, values?: MessageValues) =>
  createFormatter(locale)(parseMessage(source), values)

const users = '{count, plural, =0 {No users} one {# user} other {# users}}'

describe('ICU messages', () => {
  it('chooses plural cases by exact value, then by the locale plural category, with # as the number', () => {
    expect(format('en', users, { count: 0 })).toBe('No users')
    expect(format('en', users, { count: 1 })).toBe('1 user')
    expect(format('en', users, { count: 2 })).toBe('2 users')
    expect(format('en', users, { count: 1234 })).toBe('1,234 users')
    expect(format('de', users, { count: 1234 })).toBe('1.234 users')
  })

  it('uses each language own plural categories', () => {
    const fr = '{n, plural, one {# compte} many {# de comptes} other {# comptes}}'
    expect(format('fr', fr, { n: 0 })).toBe('0 compte')
    expect(format('fr', fr, { n: 1.5 })).toBe('1,5 compte')
    expect(format('fr', fr, { n: 2 })).toBe('2 comptes')
    expect(format('fr', fr, { n: 1_000_000 })).toBe('1\u202f000\u202f000 de comptes')
    const he = '{n, plural, one {משתמש אחד} two {שני משתמשים} other {# משתמשים}}'
    expect(format('he', he, { n: 1 })).toBe('משתמש אחד')
    expect(format('he', he, { n: 2 })).toBe('שני משתמשים')
    expect(format('he', he, { n: 7 })).toBe('7 משתמשים')
  })

  it('subtracts the offset for categories and #, but matches exact values before it', () => {
    const source =
      '{guests, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}'
    expect(format('en', source, { guests: 0, host: 'Ada' })).toBe('nobody')
    expect(format('en', source, { guests: 1, host: 'Ada' })).toBe('Ada')
    expect(format('en', source, { guests: 2, host: 'Ada' })).toBe('Ada and 1 other')
    expect(format('en', source, { guests: 4, host: 'Ada' })).toBe('Ada and 3 others')
  })

  it('formats ordinals with selectordinal', () => {
    const source = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'
    expect([1, 2, 3, 4, 11, 22].map((n) => format('en', source, { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ])
  })

  it('selects by value with other as the fallback, and keeps # of an enclosing plural inside a select', () => {
    const source =
      '{role, select, admin {Admins: {n, plural, other {# {kind, select, new {new} other {}} seats}}} other {Members}}'
    expect(format('en', source, { role: 'admin', n: 3, kind: 'new' })).toBe('Admins: 3 new seats')
    expect(format('en', source, { role: 'admin', n: 3, kind: 'old' })).toBe('Admins: 3  seats')
    expect(format('en', source, { role: 'viewer', n: 3 })).toBe('Members')
    for (const role of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(format('en', source, { role, n: 3 }), role).toBe('Members')
    }
  })

  it('formats numbers and dates with Intl in the given locale', () => {
    expect(format('en', '{n, number}', { n: 1234.5 })).toBe('1,234.5')
    expect(format('fr', '{n, number}', { n: 1234.5 })).toBe('1\u202f234,5')
    expect(format('en', '{n, number, integer}', { n: 1234.5 })).toBe('1,235')
    expect(format('en', '{n, number, percent}', { n: 0.25 })).toBe('25%')
    expect(format('en', '{n}', { n: 1234 })).toBe('1,234')
    const when = new Date(Date.UTC(2026, 0, 15, 12, 30))
    for (const locale of ['en', 'fr', 'he']) {
      const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(when)
      const short = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(when)
      const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(when)
      expect(format(locale, '{d, date, long}', { d: when })).toBe(long)
      expect(format(locale, '{d, time, short}', { d: when.getTime() })).toBe(short)
      expect(format(locale, '{d, date}', { d: when })).toBe(medium)
      expect(format(locale, 'on {d}', { d: when })).toBe(`on ${medium}`)
    }
    expect(format('en', '{d, date}', { d: 'not a date' })).toBe('not a date')
  })

  it('reads ICU apostrophes: doubled is one, before a brace it quotes, alone it is text', () => {
    expect(format('en', "It''s {name}''s", { name: 'Ada' })).toBe("It's Ada's")
    expect(format('en', "It's fine")).toBe("It's fine")
    expect(format('en', "Type '{name}' literally", { name: 'Ada' })).toBe('Type {name} literally')
    expect(format('en', "{n, plural, other {'#' is #}}", { n: 5 })).toBe('# is 5')
    expect(format('en', '# outside a plural')).toBe('# outside a plural')
  })

  it('shows an argument without a value as its placeholder', () => {
    expect(format('en', 'Hello {name}')).toBe('Hello {name}')
    expect(format('en', users, { count: null })).toBe('{count}')
    expect(format('en', 'Hi {constructor}')).toBe('Hi {constructor}')
  })

  it('rejects malformed messages with the position', () => {
    expect(() => parseMessage('Hello {name')).toThrow(/expected "," at offset 11/)
    expect(() => parseMessage('Hello }')).toThrow(/unmatched "}"/)
    expect(() => parseMessage('{n, plural, one {#}}')).toThrow(/needs an "other" case/)
    expect(() => parseMessage('{n, spellout}')).toThrow(/unknown argument type "spellout"/)
    expect(() => parseMessage('{n, plural, offset:x other {#}}')).toThrow(/integer offset/)
    expect(() => parseMessage('{}')).toThrow(/argument name/)
  })
})
