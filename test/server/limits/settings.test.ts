import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/src/config'
import { parseRateLimit } from '../../../server/src/limits/settings'
import {
  parseTrustedProxies,
  resolveClientAddress,
} from '../../../server/src/limits/trusted-proxies'

describe('FOYER_LIMIT_* settings', () => {
  it('read "count/seconds" or "off", with documented defaults', () => {
    expect(parseRateLimit('X', ' 7 / 60 ')).toEqual({ points: 7, seconds: 60 })
    expect(parseRateLimit('X', 'OFF')).toBeUndefined()
    const { limits } = loadConfig({ FOYER_LIMIT_VENDOR_IP: '3/30' })
    expect(limits.vendorIp).toEqual({ points: 3, seconds: 30 })
    expect(limits.signInIp).toEqual({ points: 50, seconds: 600 })
  })

  it.each(['0/60', '5', '5/0', 'five/60', '-1/60'])('refuse %s naming the variable', (value) => {
    expect(() => loadConfig({ FOYER_LIMIT_SIGN_IN_IP: value })).toThrow(
      /^Invalid configuration FOYER_LIMIT_SIGN_IN_IP: expected "<count>\/<seconds>"/,
    )
  })
})

describe('FOYER_TRUSTED_PROXIES', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.1, fd00::/8')

  it('trusts nobody when unset, whatever X-Forwarded-For says', () => {
    expect(parseTrustedProxies(undefined)).toBeUndefined()
    expect(resolveClientAddress('192.0.2.1', '203.0.113.9', undefined)).toBe('192.0.2.1')
  })

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    expect(resolveClientAddress('10.0.0.5', '203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(
      resolveClientAddress('::ffff:10.0.0.5', '1.1.1.1, 203.0.113.9, 192.0.2.1', proxies),
    ).toBe('203.0.113.9')
    expect(resolveClientAddress('fd00::1', '2001:db8::7', proxies)).toBe('2001:db8::7')
    expect(resolveClientAddress('198.51.100.1', '203.0.113.9', proxies)).toBe('198.51.100.1')
  })

  it('keeps the proxy itself when the header is missing or not an address', () => {
    expect(resolveClientAddress('10.0.0.5', undefined, proxies)).toBe('10.0.0.5')
    expect(resolveClientAddress('10.0.0.5', 'unknown', proxies)).toBe('10.0.0.5')
    expect(resolveClientAddress('10.0.0.5', '', proxies)).toBe('10.0.0.5')
  })

  it.each(['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', '::1/129'])(
    'refuses %s at start, naming the variable',
    (value) => {
      expect(() => loadConfig({ FOYER_TRUSTED_PROXIES: value })).toThrow(
        /^Invalid configuration FOYER_TRUSTED_PROXIES: ".*" is not an IP address or CIDR range$/,
      )
    },
  )
})

describe('FOYER_ADMIN_PASSWORD', () => {
  it('refuses a seed password shorter than 8 characters with a clear message', () => {
    expect(() => loadConfig({ FOYER_ADMIN_EMAIL: 'a@b.c', FOYER_ADMIN_PASSWORD: 'abc' })).toThrow(
      'Invalid configuration FOYER_ADMIN_PASSWORD: the admin password must be 8 to 128 characters long',
    )
    expect(() => loadConfig({ FOYER_ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(/8 to 128/)
    expect(loadConfig({ FOYER_ADMIN_PASSWORD: '8 chars!' }).adminPassword).toBe('8 chars!')
  })
})
