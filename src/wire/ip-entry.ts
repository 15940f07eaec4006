/** Four decimal octets, 0-255 each, without leading zeros. */
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

const isIpv6 = (text: string): boolean => {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return false
  let groups = text.split(':')
  const tail = groups[groups.length - 1] ?? ''
  // An IPv4 tail (`::ffff:192.0.2.1`) counts as two groups.
  if (tail.includes('.')) {
    if (!ipv4.test(tail)) return false
    groups = [...groups.slice(0, -1), '0', '0']
  }
  const filled = groups.filter((group) => group !== '')
  if (filled.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return false
  return text.includes('::') ? filled.length < 8 : groups.length === 8
}

/**
 * Whether `text` is what the server takes as an entry: one IPv4 or IPv6 address, or a CIDR range
 * of either (`10.0.0.0/8`, `2001:db8::/32`). The server decides; this only spares a round trip.
 */
export const isIpEntry = (text: string): boolean => {
  const [address = '', prefix, extra] = text.trim().split('/')
  if (extra !== undefined) return false
  const v4 = ipv4.test(address)
  if (!v4 && !isIpv6(address)) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128)
}

const v4Number = (address: string): number =>
  address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)

/**
 * Whether the entry `entry` (an address or CIDR range, as `isIpEntry` takes) holds the IPv4
 * address `address`; IPv6 entries hold no IPv4 address here (the demo's caller has one).
 */
export const ipv4EntryHolds = (entry: string, address: string): boolean => {
  const [base = '', prefix] = entry.trim().split('/')
  if (!ipv4.test(base) || !ipv4.test(address)) return false
  const bits = prefix === undefined ? 32 : Number(prefix)
  if (bits === 0) return true
  const mask = 2 ** 32 - 2 ** (32 - bits)
  // Both numbers are below 2^32, so the division keeps exactness where `&` would overflow to signed.
  const network = (value: number) => value - (value % 2 ** (32 - bits))
  return mask > 0 && network(v4Number(base)) === network(v4Number(address))
}
