import { describe, expect, it } from 'vitest'
import { domainMatches, emailDomainOf, normaliseEmailDomain } from '../../src/wire'

describe('normaliseEmailDomain', () => {
  it('stores what an administrator types in one form', () => {
    expect(normaliseEmailDomain(' @Acme.COM. ')).toBe('acme.com')
    expect(normaliseEmailDomain('mail.example.co.uk')).toBe('mail.example.co.uk')
    expect(normaliseEmailDomain('bücher.example')).toBe('xn--bcher-kva.example')
  })

  it('refuses what is not a domain name with two labels', () => {
    for (const input of [
      '',
      'localhost',
      'acme',
      'a b.com',
      'x@acme.com',
      '-a.com',
      'a-.com',
      'acme.c',
      'http://acme.com',
      '1.2.3.4',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(normaliseEmailDomain(input), input).toBeUndefined()
    }
  })
})

describe('emailDomainOf and domainMatches', () => {
  it('reads the domain after the last @ and matches subdomains, not look-alikes', () => {
    expect(emailDomainOf('"a@b"@Acme.com')).toBe('acme.com')
    expect(emailDomainOf('no-at-sign')).toBeUndefined()
    expect(domainMatches('eu.acme.com', 'acme.com')).toBe(true)
    expect(domainMatches('acme.com', 'acme.com')).toBe(true)
    expect(domainMatches('notacme.com', 'acme.com')).toBe(false)
  })
})
