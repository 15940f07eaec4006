import { BlockList, isIP } from 'node:net'

/** The proxies whose `X-Forwarded-For` is believed, from `FOYER_TRUSTED_PROXIES`. */
export type TrustedProxies = BlockList

const family = (address: string): 'ipv4' | 'ipv6' | undefined => {
  const version = isIP(address)
  if (version === 4) return 'ipv4'
  if (version === 6) return 'ipv6'
  return undefined
}

/**
 * Parses a comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8, ::1`). Empty or
 * absent: no proxy is trusted. Throws a message naming the variable for an entry that is neither.
 */
export const parseTrustedProxies = (value: string | undefined): TrustedProxies | undefined => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return undefined
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const type = family(address)
    const bits = Number(prefix)
    const maxBits = type === 'ipv4' ? 32 : 128
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && bits <= maxBits)
    if (!type || extra !== undefined || !validPrefix) {
      throw new Error(
        `Invalid configuration FOYER_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`,
      )
    }
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return list
}

/**
 * An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it),
 * unwrapped.
 */
const unmapped = (address: string): string => {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return match?.[1] ?? address
}

const isTrusted = (proxies: TrustedProxies, address: string): boolean => {
  const type = family(address)
  return type !== undefined && proxies.check(address, type)
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case
 * `X-Forwarded-For` is walked from its right end (the hop our proxy added) past every trusted
 * proxy to the first address none of them vouches for. Without trusted proxies, or with a
 * header that is not a list of IP addresses, the peer address stands.
 */
export const resolveClientAddress = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies | undefined,
): string | undefined => {
  if (peer === undefined) return undefined
  let address = unmapped(peer)
  if (!proxies || forwardedFor === undefined) return address
  const hops = forwardedFor.split(',').map((hop) => unmapped(hop.trim()))
  while (isTrusted(proxies, address)) {
    const next = hops.pop()
    if (next === undefined || family(next) === undefined) return address
    address = next
  }
  return address
}
