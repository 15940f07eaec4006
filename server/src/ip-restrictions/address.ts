import { isIP } from 'node:net'

/** An entry as stored: an address or a CIDR range, and its family. */
export interface IpEntry {
  ip: string
  family: 'ipv4' | 'ipv6'
  /** The prefix length of a range; undefined for a single address. */
  prefix: number | undefined
}

/** `::ffff:10.0.0.1` (an IPv4 address as a dual-stack socket reports it) as `10.0.0.1`. */
export const unmappedAddress = (address: string): string => {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return match?.[1] ?? address
}

/**
 * Reads what an administrator typed as an entry: one IPv4 or IPv6 address, or a CIDR range of
 * either (`10.0.0.0/8`, `2001:db8::/32`), lower-cased; undefined for anything else.
 */
export const parseIpEntry = (text: string): IpEntry | undefined => {
  const [rawAddress = '', rawPrefix, extra] = text.trim().toLowerCase().split('/')
  if (extra !== undefined) return undefined
  const address = unmappedAddress(rawAddress)
  const version = isIP(address)
  if (version === 0) return undefined
  const family = version === 4 ? 'ipv4' : 'ipv6'
  if (rawPrefix === undefined) return { ip: address, family, prefix: undefined }
  const prefix = Number(rawPrefix)
  if (!/^\d{1,3}$/.test(rawPrefix) || prefix > (version === 4 ? 32 : 128)) return undefined
  return { ip: `${address}/${prefix}`, family, prefix }
}
