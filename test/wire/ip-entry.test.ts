import { describe, expect, it } from 'vitest'
import { ipv4EntryHolds, isIpEntry } from '../../src/wire/ip-entry'

describe('isIpEntry', () => {
  it('takes one IPv4 or IPv6 address, or a CIDR range of either', () => {
    for (const entry of [
      '203.0.113.7',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '::1',
      '2001:db8::/32',
      '::ffff:192.0.2.1',
      'fe80::1:2:3:4:5',
      '1:2:3:4:5:6:7:8/128',
    ]) {
      expect(isIpEntry(entry), entry).toBe(true)
    }
  })

  it('refuses anything the server would refuse', () => {
    for (const entry of [
      '',
      '10.0.0.256',
      '10.0.0',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      '::1/129',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'example.com',
      '10.0.0.0/',
    ]) {
      expect(isIpEntry(entry), entry).toBe(false)
    }
  })
})

describe('ipv4EntryHolds', () => {
  it('matches an address against an address or an IPv4 range', () => {
    expect(ipv4EntryHolds('203.0.113.24', '203.0.113.24')).toBe(true)
    expect(ipv4EntryHolds('203.0.113.0/24', '203.0.113.24')).toBe(true)
    expect(ipv4EntryHolds('203.0.112.0/24', '203.0.113.24')).toBe(false)
    expect(ipv4EntryHolds('128.0.0.0/1', '203.0.113.24')).toBe(true)
    expect(ipv4EntryHolds('0.0.0.0/0', '203.0.113.24')).toBe(true)
    expect(ipv4EntryHolds('2001:db8::/32', '203.0.113.24')).toBe(false)
  })
})
