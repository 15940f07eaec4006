import { z } from '@hono/zod-openapi'
import {
  EMAIL_DOMAIN_RESTRICTIONS_MAX,
  EMPTY_ALLOW_LIST_MESSAGE,
  normaliseEmailDomain,
} from '../../../src/wire'
import { auditedChange } from '../audit/audited-change'
import {
  countEmailDomainRestrictions,
  deleteEmailDomainRestriction,
  findEmailDomainRestriction,
  insertEmailDomainRestriction,
  listEmailDomainRestrictions,
  lockEmailDomainConfig,
  readEmailDomainConfig,
  replaceEmailDomainRestrictions,
  writeEmailDomainConfig,
} from '../email-domains/repository'
import { badRequest, conflict, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantOrVendorRoute } from '../http/router'
import { routeTenant } from '../http/tenant-or-vendor'
import { isUuid } from '../http/uuid'
import { emptyObjectSchema } from '../http/wire-schemas'
import type { AppDeps } from '../deps'
import type { EmailDomainRestrictionConfig } from '../email-domains/repository'

const base = '/identity/resources/configurations/restrictions/v1/email-domain'
const tags = ['Email-domain restrictions']
const read = 'fe.secure.read.securityPolicy'
const write = 'fe.secure.write.securityPolicy'

const listType = z.enum(['ALLOW', 'BLOCK']).openapi('RestrictionType')
const entrySchema = z
  .object({ id: z.string(), domain: z.string(), type: listType })
  .openapi('EmailDomainRestriction')
const configSchema = z
  .object({ active: z.boolean(), listType, blockPublicDomains: z.boolean() })
  .openapi('EmailDomainRestrictionConfig')

const listRoute = tenantOrVendorRoute({
  method: 'get',
  path: base,
  permission: read,
  tags,
  summary: "The tenant's allowed and blocked email domains, oldest first",
  responses: { 200: jsonResponse(z.object({ items: z.array(entrySchema) }), 'Both lists') },
})

const createRoute = tenantOrVendorRoute({
  method: 'post',
  path: base,
  permission: write,
  tags,
  summary: 'Adds a domain to the allow-list or the block-list (it covers its subdomains too)',
  request: {
    body: jsonBody(z.object({ domain: z.string().max(260), type: listType })),
  },
  responses: {
    200: jsonResponse(entrySchema, 'The entry, its domain normalised'),
    409: { description: 'The domain is on a list already' },
  },
})

const deleteRoute = tenantOrVendorRoute({
  method: 'delete',
  path: `${base}/{id}`,
  permission: write,
  tags,
  summary: 'Removes a domain from its list',
  description:
    'The last allowed domain cannot go while the allow-list is on (409): nobody new could join.',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonResponse(emptyObjectSchema, 'Removed'),
    409: { description: 'The last allowed domain of an allow-list that is on' },
  },
})

const readConfigRoute = tenantOrVendorRoute({
  method: 'get',
  path: `${base}/config`,
  permission: read,
  tags,
  summary: "The tenant's email-domain restriction switches (off, block-list, by default)",
  responses: { 200: jsonResponse(configSchema, 'The switches') },
})

const saveConfigRoute = tenantOrVendorRoute({
  method: 'post',
  path: `${base}/config`,
  permission: write,
  tags,
  summary: 'Turns the restriction on or off, picks the list it reads, blocks public mail providers',
  description:
    'Fields left out keep their value. An allow-list without an allowed domain cannot be turned ' +
    'on (400): nobody new could join.',
  request: {
    body: jsonBody(
      z.object({
        active: z.boolean(),
        blockPublicDomains: z.boolean().optional(),
        type: listType.optional(),
      }),
    ),
  },
  responses: { 200: jsonResponse(configSchema, 'The switches after the change') },
})

const replaceRoute = tenantOrVendorRoute({
  method: 'post',
  path: `${base}/replace-bulk`,
  permission: write,
  tags,
  summary: 'Replaces one list whole: the domains given become the allow-list or the block-list',
  description:
    "The management API row; the body is Foyer's: {type, domains}, the other list kept. A domain on " +
    'the other list is 409; an allow-list that is on cannot be emptied (400).',
  request: {
    body: jsonBody(
      z.object({
        type: listType,
        domains: z.array(z.string().max(260)).max(EMAIL_DOMAIN_RESTRICTIONS_MAX),
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ items: z.array(entrySchema) }), 'Both lists after the change'),
    409: { description: 'A domain is on the other list' },
  },
})

/** Email-domain restrictions of the caller's tenant (wire §5.2 rows 19-23, and the vendor's). */
export const createEmailDomainRestrictionRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(listRoute, async (c) =>
    c.json({ items: await listEmailDomainRestrictions(deps.db, routeTenant(c)) }, 200),
  )
  app.openapi(createRoute, async (c) => {
    const tenantId = routeTenant(c)
    const body = c.req.valid('json')
    const domain = normaliseEmailDomain(body.domain)
    if (domain === undefined) throw badRequest('domain: not a domain name, such as example.com')
    const entry = await auditedChange(c, async ({ trx, now }) => {
      await lockEmailDomainConfig(trx, tenantId)
      const existing = await findEmailDomainRestriction(trx, tenantId, domain)
      if (existing) {
        const list = existing.type === 'ALLOW' ? 'allow-list' : 'block-list'
        throw conflict(`${domain} is already on the ${list}`)
      }
      if ((await countEmailDomainRestrictions(trx, tenantId)) >= EMAIL_DOMAIN_RESTRICTIONS_MAX) {
        throw badRequest(`An account may list at most ${EMAIL_DOMAIN_RESTRICTIONS_MAX} domains`)
      }
      const created = await insertEmailDomainRestriction(
        trx,
        tenantId,
        { domain, type: body.type },
        now,
      )
      return {
        result: created,
        audit: {
          action: 'tenant.email-domain-restriction.created',
          description: `${domain} added to the ${body.type === 'ALLOW' ? 'allowed' : 'blocked'} email domains`,
          severity: 'High',
          tenantId,
          details: { ...created },
        },
      }
    })
    return c.json(entry, 200)
  })
  app.openapi(deleteRoute, async (c) => {
    const tenantId = routeTenant(c)
    const { id } = c.req.valid('param')
    if (!isUuid(id)) throw notFound('No such email-domain restriction')
    await auditedChange(c, async ({ trx }) => {
      const config = await lockEmailDomainConfig(trx, tenantId)
      const removed = await deleteEmailDomainRestriction(trx, tenantId, id)
      if (!removed) throw notFound('No such email-domain restriction')
      const allowListOn = config.active && config.listType === 'ALLOW'
      if (allowListOn && removed.type === 'ALLOW') {
        if ((await countEmailDomainRestrictions(trx, tenantId, 'ALLOW')) === 0) {
          throw conflict(
            `${removed.domain} is the last allowed domain: turn the allow-list off or add another domain first`,
          )
        }
      }
      return {
        result: undefined,
        audit: {
          action: 'tenant.email-domain-restriction.deleted',
          description: `${removed.domain} removed from the ${removed.type === 'ALLOW' ? 'allowed' : 'blocked'} email domains`,
          severity: 'High',
          tenantId,
          details: { ...removed },
        },
      }
    })
    return c.json({}, 200)
  })
  app.openapi(readConfigRoute, async (c) =>
    c.json(await readEmailDomainConfig(deps.db, routeTenant(c)), 200),
  )
  app.openapi(saveConfigRoute, async (c) => {
    const tenantId = routeTenant(c)
    const body = c.req.valid('json')
    const saved = await auditedChange(c, async ({ trx, now }) => {
      const before = await lockEmailDomainConfig(trx, tenantId)
      const after: EmailDomainRestrictionConfig = {
        active: body.active,
        listType: body.type ?? before.listType,
        blockPublicDomains: body.blockPublicDomains ?? before.blockPublicDomains,
      }
      if (after.active && after.listType === 'ALLOW') {
        if ((await countEmailDomainRestrictions(trx, tenantId, 'ALLOW')) === 0) {
          throw badRequest(EMPTY_ALLOW_LIST_MESSAGE)
        }
      }
      await writeEmailDomainConfig(trx, tenantId, after, now)
      return {
        result: after,
        audit: {
          action: 'tenant.email-domain-restriction-config.updated',
          description: after.active
            ? `Email-domain restrictions on (${after.listType === 'ALLOW' ? 'allow-list' : 'block-list'}${after.blockPublicDomains && after.listType === 'BLOCK' ? ', public providers blocked' : ''})`
            : 'Email-domain restrictions off',
          severity: 'High',
          tenantId,
          details: { before, after },
        },
      }
    })
    return c.json(saved, 200)
  })
  app.openapi(replaceRoute, async (c) => {
    const tenantId = routeTenant(c)
    const { type, domains: typed } = c.req.valid('json')
    const domains = new Set<string>()
    for (const entry of typed) {
      const domain = normaliseEmailDomain(entry)
      if (domain === undefined) throw badRequest(`domains: ${entry} is not a domain name`)
      domains.add(domain)
    }
    await auditedChange(c, async ({ trx, now }) => {
      const config = await lockEmailDomainConfig(trx, tenantId)
      const kept = await listEmailDomainRestrictions(
        trx,
        tenantId,
        type === 'ALLOW' ? 'BLOCK' : 'ALLOW',
      )
      const clash = kept.find((entry) => domains.has(entry.domain))
      if (clash) {
        const list = clash.type === 'ALLOW' ? 'allow-list' : 'block-list'
        throw conflict(`${clash.domain} is already on the ${list}`)
      }
      if (kept.length + domains.size > EMAIL_DOMAIN_RESTRICTIONS_MAX) {
        throw badRequest(`An account may list at most ${EMAIL_DOMAIN_RESTRICTIONS_MAX} domains`)
      }
      if (config.active && config.listType === 'ALLOW' && type === 'ALLOW' && domains.size === 0) {
        throw badRequest(EMPTY_ALLOW_LIST_MESSAGE)
      }
      await replaceEmailDomainRestrictions(trx, tenantId, type, [...domains], now)
      return {
        result: undefined,
        audit: {
          action: 'tenant.email-domain-restriction.replaced',
          description: `The ${type === 'ALLOW' ? 'allowed' : 'blocked'} email domains replaced (${domains.size})`,
          severity: 'High',
          tenantId,
          details: { type, domains: [...domains] },
        },
      }
    })
    return c.json({ items: await listEmailDomainRestrictions(deps.db, tenantId) }, 200)
  })
  return app
}
