import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, conflict, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantOrVendorRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema, listAnswer, listSchema } from '../http/wire-schemas'
import { parseIpEntry } from '../ip-restrictions/address'
import { isAddressAdmitted } from '../ip-restrictions/gate'
import {
  countIpRestrictions,
  deleteIpRestriction,
  findExisting,
  findIpRestriction,
  insertIpRestrictions,
  listIpRestrictions,
  MAX_IP_RESTRICTIONS,
  readIpConfig,
  readRuleEntries,
  touchIpConfig,
} from '../ip-restrictions/repository'
import { compileRules, listHolds } from '../ip-restrictions/rules'
import {
  createIpRestrictionSchema,
  ipConfigBody,
  ipConfigSchema,
  ipRestrictionSchema,
  listQuery,
  validSchema,
} from '../ip-restrictions/schema'
import { refuseSelfLockout } from '../ip-restrictions/self-lockout'
import { tenantExists } from '../tenants/repository'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { IpRestrictionRecord, NewIpRestriction } from '../ip-restrictions/repository'
import type { Context } from 'hono'

const IP = '/identity/resources/configurations/v1/restrictions/ip'
const tags = ['IP restrictions']
const read = 'fe.secure.read.securityPolicy'
const write = 'fe.secure.write.securityPolicy'
const tenantHeader = z.object({ 'frontegg-tenant-id': z.string().max(64).optional() })

const answer = (entry: IpRestrictionRecord) => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
  updatedAt: entry.updatedAt.toISOString(),
})

/** The tenant a call is about: the member's own, or the one a vendor names in the header. */
const targetTenant = async (c: Context<AppEnv>, db: Db): Promise<string> => {
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
  if (auth) return auth.tenantId
  const named = c.req.header('frontegg-tenant-id')?.trim().toLowerCase() ?? ''
  if (!isUuid(named)) throw badRequest('Name the tenant with the frontegg-tenant-id header')
  if (!(await tenantExists(db, named))) throw notFound('No such tenant')
  return named
}

/** The caller's address when the restriction applies to it (a member); null for the vendor. */
const memberAddress = (c: Context<AppEnv>) => (c.get('auth') ? { ip: clientInfo(c).ip } : undefined)

/** A body entry as stored; 400 naming an address that is neither an IP nor a CIDR range. */
const toNew = (entry: z.infer<typeof createIpRestrictionSchema>): NewIpRestriction => {
  const parsed = parseIpEntry(entry.ip)
  if (!parsed) throw badRequest(`${entry.ip} is not an IP address or a CIDR range`)
  return {
    ip: parsed.ip,
    strategy: entry.strategy ?? 'ALLOW',
    isActive: entry.isActive ?? true,
    description: entry.description ?? '',
  }
}

const listRoute = tenantOrVendorRoute({
  method: 'get',
  path: IP,
  permission: read,
  tags,
  summary: "A page of the tenant's IP restrictions (_offset counts pages of _limit, 10 by default)",
  request: { query: listQuery, headers: tenantHeader },
  responses: { 200: jsonResponse(listSchema(ipRestrictionSchema), 'The entries') },
})

const createRoute = tenantOrVendorRoute({
  method: 'post',
  path: IP,
  permission: write,
  tags,
  summary: 'Add an allow or block entry: one IP address or a CIDR range, v4 or v6',
  request: { body: jsonBody(createIpRestrictionSchema), headers: tenantHeader },
  responses: {
    200: jsonResponse(ipRestrictionSchema, 'The entry'),
    409: { description: 'The list holds this address already' },
  },
})

const bulkRoute = tenantOrVendorRoute({
  method: 'post',
  path: `${IP}/bulk`,
  permission: write,
  tags,
  summary: 'Add several entries at once (all or none); those already listed are left as they are',
  request: {
    body: jsonBody(z.object({ ips: z.array(createIpRestrictionSchema).min(1).max(100) })),
    headers: tenantHeader,
  },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Added') },
})

const deleteRoute = tenantOrVendorRoute({
  method: 'delete',
  path: `${IP}/{id}`,
  permission: write,
  tags,
  summary: 'Remove an entry',
  request: { params: z.object({ id: z.string().max(64) }), headers: tenantHeader },
  responses: { 200: jsonResponse(emptyObjectSchema, 'Removed') },
})

const configRoute = tenantOrVendorRoute({
  method: 'get',
  path: `${IP}/config`,
  permission: read,
  tags,
  summary:
    'Whether the restriction is on, and whether it allows only the allow list or blocks the block list',
  request: { headers: tenantHeader },
  responses: { 200: jsonResponse(ipConfigSchema, 'The config') },
})

const saveConfigRoute = tenantOrVendorRoute({
  method: 'post',
  path: `${IP}/config`,
  permission: write,
  tags,
  summary:
    "Turn the restriction on or off, or change its list; a member's change that would refuse " +
    'their own address is a 400 saying so (the vendor is never refused: its break-glass)',
  request: { body: jsonBody(ipConfigBody), headers: tenantHeader },
  responses: { 200: jsonResponse(ipConfigSchema, 'The config after the change') },
})

const verifyRoute = (path: string, summary: string) =>
  tenantOrVendorRoute({
    method: 'post',
    path,
    permission: read,
    tags,
    summary,
    request: { headers: tenantHeader },
    responses: { 200: jsonResponse(validSchema, 'Whether the caller’s address passes') },
  })

/** IP restrictions (wire §5.2 rows 24-31, and the vendor's rows of the same paths). */
export const createIpRestrictionRoutes = ({ db }: { db: Db }) => {
  const app = createRouter()
  app.openapi(listRoute, async (c) => {
    const tenantId = await targetTenant(c, db)
    const query = c.req.valid('query')
    const limit = query._limit ?? 10
    const page = { offset: (query._offset ?? 0) * limit, limit, filter: query._filter ?? '' }
    const { items, total } = await listIpRestrictions(db, tenantId, page)
    return c.json(listAnswer(items.map(answer), total, limit), 200)
  })
  const add = async (c: Context<AppEnv>, entries: NewIpRestriction[], single: boolean) => {
    const tenantId = await targetTenant(c, db)
    const member = memberAddress(c)
    return auditedChange(c, async ({ trx, now }) => {
      const taken = await findExisting(trx, tenantId, entries)
      if (single && taken.length > 0) throw conflict(`${taken[0] ?? ''} is on this list already`)
      const fresh = entries.filter(
        (entry, index) =>
          !taken.includes(entry.ip) &&
          entries.findIndex((e) => e.ip === entry.ip && e.strategy === entry.strategy) === index,
      )
      if ((await countIpRestrictions(trx, tenantId)) + fresh.length > MAX_IP_RESTRICTIONS) {
        throw badRequest(`An account may have at most ${MAX_IP_RESTRICTIONS} IP restrictions`)
      }
      if (member) await refuseSelfLockout(trx, tenantId, member.ip, { added: fresh })
      const created = await insertIpRestrictions(trx, tenantId, fresh, now)
      return {
        result: created,
        audit: {
          action: 'tenant.ip-restriction.created',
          description: `Added ${fresh.map((e) => `${e.ip} (${e.strategy})`).join(', ') || 'no new'} IP restriction`,
          tenantId,
          severity: 'High' as const,
          details: { entries: fresh },
        },
      }
    })
  }
  app.openapi(createRoute, async (c) => {
    const [created] = await add(c, [toNew(c.req.valid('json'))], true)
    if (!created) throw conflict('This address is on the list already')
    return c.json(answer(created), 200)
  })
  app.openapi(bulkRoute, async (c) => {
    await add(c, c.req.valid('json').ips.map(toNew), false)
    return c.json({}, 200)
  })
  app.openapi(deleteRoute, async (c) => {
    const tenantId = await targetTenant(c, db)
    const { id } = c.req.valid('param')
    const entry = isUuid(id) ? await findIpRestriction(db, tenantId, id) : undefined
    if (!entry) throw notFound('No such IP restriction')
    const member = memberAddress(c)
    await auditedChange(c, async ({ trx, now }) => {
      if (member) await refuseSelfLockout(trx, tenantId, member.ip, { removedIp: entry })
      if (!(await deleteIpRestriction(trx, tenantId, id, now)))
        throw notFound('No such IP restriction')
      return {
        result: undefined,
        audit: {
          action: 'tenant.ip-restriction.deleted',
          description: `Removed the IP restriction ${entry.ip} (${entry.strategy})`,
          tenantId,
          severity: 'High' as const,
          details: { ip: entry.ip, strategy: entry.strategy },
        },
      }
    })
    return c.json({}, 200)
  })
  app.openapi(configRoute, async (c) => {
    const { isActive, strategy } = await readIpConfig(db, await targetTenant(c, db))
    return c.json({ isActive, strategy }, 200)
  })
  app.openapi(saveConfigRoute, async (c) => {
    const tenantId = await targetTenant(c, db)
    const change = c.req.valid('json')
    const member = memberAddress(c)
    await auditedChange(c, async ({ trx, now }) => {
      if (member) await refuseSelfLockout(trx, tenantId, member.ip, { config: change })
      await touchIpConfig(trx, tenantId, now, change)
      return {
        result: undefined,
        audit: {
          action: 'tenant.ip-restriction.config-updated',
          description: change.isActive ? 'IP restrictions turned on' : 'IP restrictions turned off',
          tenantId,
          severity: 'High' as const,
          details: change,
        },
      }
    })
    const { isActive, strategy } = await readIpConfig(db, tenantId)
    return c.json({ isActive, strategy }, 200)
  })
  app.openapi(
    verifyRoute(`${IP}/verify`, "Whether the caller's address passes the tenant's restriction now"),
    async (c) => {
      const tenantId = await targetTenant(c, db)
      return c.json({ valid: await isAddressAdmitted(db, tenantId, clientInfo(c).ip) }, 200)
    },
  )
  app.openapi(
    verifyRoute(`${IP}/verify/allow`, "Whether an active allow entry holds the caller's address"),
    async (c) => {
      const tenantId = await targetTenant(c, db)
      const rules = compileRules(
        { isActive: true, strategy: 'ALLOW' },
        await readRuleEntries(db, tenantId),
      )
      return c.json({ valid: listHolds(rules.allow, clientInfo(c).ip) }, 200)
    },
  )
  return app
}
