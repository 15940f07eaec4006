import { BlockList, isIP } from 'node:net'
import { parseIpEntry, unmappedAddress } from './address'
import type { IpStrategy } from './table'

/** A tenant's restriction, compiled for checking addresses. */
export interface IpRules {
  isActive: boolean
  strategy: IpStrategy
  allow: BlockList
  block: BlockList
}

/** The stored entries of one tenant, as `compileRules` takes them. */
export interface RuleEntry {
  ip: string
  strategy: IpStrategy
  isActive: boolean
}

/** The tenant's config and active entries as two address lists. */
export const compileRules = (
  config: { isActive: boolean; strategy: IpStrategy },
  entries: readonly RuleEntry[],
): IpRules => {
  const rules: IpRules = { ...config, allow: new BlockList(), block: new BlockList() }
  for (const entry of entries) {
    const parsed = entry.isActive ? parseIpEntry(entry.ip) : undefined
    if (!parsed) continue
    const list = entry.strategy === 'ALLOW' ? rules.allow : rules.block
    const [address = ''] = parsed.ip.split('/')
    if (parsed.prefix === undefined) list.addAddress(address, parsed.family)
    else list.addSubnet(address, parsed.prefix, parsed.family)
  }
  return rules
}

/** Whether `list` holds `address` (false for no address or one that is not an IP). */
export const listHolds = (list: BlockList, address: string | null): boolean => {
  if (address === null) return false
  const plain = unmappedAddress(address)
  const version = isIP(plain)
  if (version === 0) return false
  return list.check(plain, version === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Whether a request from `address` passes: always when the restriction is off; with an allow
 * list only from an address an active allow entry holds (an unknown address is held by none);
 * with a block list from any address no active block entry holds.
 */
export const admitsAddress = (rules: IpRules, address: string | null): boolean => {
  if (!rules.isActive) return true
  if (rules.strategy === 'ALLOW') return listHolds(rules.allow, address)
  return !listHolds(rules.block, address)
}
