import { IP_ME_PATH, IP_RESTRICTIONS_PATH } from '../api/ip-restrictions'
import { ipv4EntryHolds, isIpEntry } from '../wire/ip-entry'
import { fail, ok } from './http'
import { intParam } from './list-query'
import type { IpRestriction, IpRestrictionConfig, IpStrategy } from '../api/ip-restrictions'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'

/** The demo caller's address (a documentation address, RFC 5737). */
export const DEMO_IP = '203.0.113.24'

const read = 'fe.secure.read.securityPolicy'
const write = 'fe.secure.write.securityPolicy'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether the demo caller passes `config` with `entries`, as the server decides. */
const admits = (config: IpRestrictionConfig, entries: readonly IpRestriction[]): boolean => {
  if (!config.isActive) return true
  const holds = (strategy: IpStrategy) =>
    entries.some((e) => e.isActive && e.strategy === strategy && ipv4EntryHolds(e.ip, DEMO_IP))
  return config.strategy === 'ALLOW' ? holds('ALLOW') : !holds('BLOCK')
}

const lockout = (strategy: IpStrategy): DemoResponse =>
  fail(
    400,
    strategy === 'ALLOW'
      ? `This change would lock you out: your address ${DEMO_IP} would not be on the active allow list. Add your IP to the allow list first`
      : `This change would lock you out: your address ${DEMO_IP} would be on the active block list`,
  )

/**
 * IP restrictions as the server keeps them (wire §5.2 rows 24-31, §5.23 row 5): two sample
 * entries, the switch off, the caller at `DEMO_IP`, a change that would lock the caller out
 * refused with the server's sentence.
 */
export const ipRestrictions: DemoModule = ({ route, signedIn, startedAt }) => {
  let config: IpRestrictionConfig = { isActive: false, strategy: 'ALLOW' }
  const at = (days: number) => new Date(startedAt - days * 86_400_000).toISOString()
  let entries: IpRestriction[] = [
    { id: 'ip-office', ip: '198.51.100.0/24', description: 'Head office', days: 40 },
    { id: 'ip-scanner', ip: '192.0.2.66', description: 'Old scanner', days: 12, block: true },
  ].map(({ id, ip, description, days, block }) => ({
    id,
    ip,
    description,
    strategy: block ? 'BLOCK' : 'ALLOW',
    isActive: true,
    createdAt: at(days),
    updatedAt: at(days),
  }))
  let sequence = 0

  const toEntry = (body: unknown, now: number): IpRestriction | string => {
    if (!isObject(body) || typeof body.ip !== 'string') return 'ip is required'
    const ip = body.ip.trim().toLowerCase()
    if (!isIpEntry(ip)) return `${ip} is not an IP address or a CIDR range`
    const strategy = body.strategy === 'BLOCK' ? 'BLOCK' : 'ALLOW'
    const description = typeof body.description === 'string' ? body.description.trim() : ''
    sequence += 1
    const stamp = new Date(now).toISOString()
    const isActive = body.isActive !== false
    return {
      id: `ip-${sequence}`,
      ip,
      strategy,
      isActive,
      description,
      createdAt: stamp,
      updatedAt: stamp,
    }
  }
  const listed = (entry: IpRestriction) =>
    entries.some((e) => e.ip === entry.ip && e.strategy === entry.strategy)

  route(
    'GET',
    IP_RESTRICTIONS_PATH,
    signedIn(({ query }) => {
      const limit = intParam(query.get('_limit'), 10) ?? 10
      const page = intParam(query.get('_offset'), 0) ?? 0
      const filter = (query.get('_filter') ?? '').trim().toLowerCase()
      const matching = [...entries]
        .sort(
          (a, b) =>
            a.createdAt.localeCompare(b.createdAt) ||
            (a.ip < b.ip ? -1 : a.ip > b.ip ? 1 : 0) ||
            a.strategy.localeCompare(b.strategy),
        )
        .filter((e) => e.ip.includes(filter) || e.description.toLowerCase().includes(filter))
      return ok({
        items: matching.slice(page * limit, page * limit + limit),
        _metadata: { totalItems: matching.length, totalPages: Math.ceil(matching.length / limit) },
      })
    }, read),
  )
  route(
    'POST',
    IP_RESTRICTIONS_PATH,
    signedIn(({ body, now }) => {
      // One add is one transaction on the server, later than the one before even within a
      // millisecond; only a bulk add's entries share an instant (and then list by address).
      const latest = Math.max(0, ...entries.map((e) => Date.parse(e.createdAt)))
      const entry = toEntry(body, Math.max(now, latest + 1))
      if (typeof entry === 'string') return fail(400, entry)
      if (listed(entry)) return fail(409, `${entry.ip} is on this list already`)
      if (!admits(config, [...entries, entry])) return lockout(config.strategy)
      entries = [...entries, entry]
      return ok(entry)
    }, write),
  )
  route(
    'POST',
    `${IP_RESTRICTIONS_PATH}/bulk`,
    signedIn(({ body, now }) => {
      const ips = isObject(body) && Array.isArray(body.ips) ? body.ips : []
      if (ips.length === 0 || ips.length > 100) return fail(400, 'ips: 1 to 100 entries')
      const added: IpRestriction[] = []
      for (const item of ips) {
        const entry = toEntry(item, now)
        if (typeof entry === 'string') return fail(400, entry)
        if (
          !listed(entry) &&
          !added.some((e) => e.ip === entry.ip && e.strategy === entry.strategy)
        ) {
          added.push(entry)
        }
      }
      if (!admits(config, [...entries, ...added])) return lockout(config.strategy)
      entries = [...entries, ...added]
      return ok({})
    }, write),
  )
  route(
    'DELETE',
    `${IP_RESTRICTIONS_PATH}/:id`,
    signedIn(({ params }) => {
      const rest = entries.filter((e) => e.id !== params.id)
      if (rest.length === entries.length) return fail(404, 'No such IP restriction')
      if (!admits(config, rest)) return lockout(config.strategy)
      entries = rest
      return ok({})
    }, write),
  )
  route(
    'GET',
    `${IP_RESTRICTIONS_PATH}/config`,
    signedIn(() => ok(config), read),
  )
  route(
    'POST',
    `${IP_RESTRICTIONS_PATH}/config`,
    signedIn(({ body }) => {
      if (!isObject(body) || typeof body.isActive !== 'boolean')
        return fail(400, 'isActive is required')
      const next: IpRestrictionConfig = {
        isActive: body.isActive,
        strategy:
          body.strategy === 'BLOCK' || body.strategy === 'ALLOW' ? body.strategy : config.strategy,
      }
      if (!admits(next, entries)) return lockout(next.strategy)
      config = next
      return ok(config)
    }, write),
  )
  route(
    'POST',
    `${IP_RESTRICTIONS_PATH}/verify`,
    signedIn(() => ok({ valid: admits(config, entries) }), read),
  )
  route(
    'POST',
    `${IP_RESTRICTIONS_PATH}/verify/allow`,
    signedIn(() => ok({ valid: admits({ isActive: true, strategy: 'ALLOW' }, entries) }), read),
  )
  route('GET', IP_ME_PATH, () =>
    ok({
      ip: DEMO_IP,
      latitude: 0,
      longitude: 0,
      city: null,
      country_name: null,
      country_code: null,
      zip: null,
      location: { country_flag: null, country_flag_emoji: null },
    }),
  )
}
