import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { writeAudit } from '../audit/repository'
import { notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { findFlaggedUser, setInvisible, setSuperUser } from '../users/vendor-flags'
import type { AppDeps } from '../deps'
import type { FlaggedUser } from '../users/vendor-flags'

const tags = ['Management: users']
const base = '/identity/resources/users/v1/{userId}'
const params = z.object({ userId: z.string().max(100) })

const flagsSchema = z
  .object({
    id: z.uuid(),
    invisible: z.boolean(),
    superUser: z.boolean(),
    tenantIds: z.array(z.uuid()),
  })
  .openapi('VendorUserFlags')

const toFlags = (user: FlaggedUser) => ({
  id: user.id,
  invisible: user.invisible,
  superUser: user.superUser,
  tenantIds: user.tenantIds,
})

const who = (user: FlaggedUser) => user.email ?? user.name

/**
 * The vendor's two user flags (management API "Users"): an invisible user signs in and acts as
 * anyone, but no list, search or count of their accounts' members shows them; a super user holds
 * the vendor's Admin role in every account they belong to (and so is never impersonated). Both are
 * audited in the vendor's log; a super user's change also in each of their accounts, unless they
 * are invisible (the row would show them there).
 */
export const createVendorUserRoutes = ({ db, config }: AppDeps) => {
  const one = async (userId: string) => {
    const id = userId.trim().toLowerCase()
    const user = isUuid(id) ? await findFlaggedUser(db, id) : undefined
    if (!user) throw notFound('userId: there is no user with this id')
    return user
  }
  return createRouter()
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/invisible`,
        tags,
        summary:
          'Makes a user invisible (hidden from every users list, search and count the members of ' +
          'their accounts read; they still sign in and act), or visible again',
        request: {
          params,
          body: jsonBody(z.object({ invisible: z.boolean({ error: 'invisible: true or false' }) })),
        },
        responses: { 200: jsonResponse(flagsSchema, 'The user’s flags now') },
      }),
      async (c) => {
        const user = await one(c.req.valid('param').userId)
        const { invisible } = c.req.valid('json')
        await auditedChange(c, async ({ trx }) => {
          await setInvisible(trx, user.id, invisible)
          return {
            result: undefined,
            audit: {
              action: 'user.invisible.updated',
              severity: 'High',
              description: `Made ${who(user)} ${invisible ? 'invisible' : 'visible'} to their accounts' members`,
              // The vendor's log only: a row in the user's accounts would show them there.
              tenantId: null,
              details: { userId: user.id, before: user.invisible, after: invisible },
            },
          }
        })
        return c.json(toFlags({ ...user, invisible }), 200)
      },
    )
    .openapi(
      vendorRoute({
        method: 'put',
        path: `${base}/superuser`,
        tags,
        summary:
          'Makes a user a super user (the Admin role in every account they belong to; never ' +
          'impersonated), or takes it away',
        request: {
          params,
          body: jsonBody(z.object({ superUser: z.boolean({ error: 'superUser: true or false' }) })),
        },
        responses: { 200: jsonResponse(flagsSchema, 'The user’s flags now') },
      }),
      async (c) => {
        const user = await one(c.req.valid('param').userId)
        const { superUser } = c.req.valid('json')
        const vendor = c.get('vendor')
        const client = clientInfo(c, config.trustedProxies)
        const description = `${superUser ? 'Made' : 'No longer made'} ${who(user)} a super user (Admin in every account)`
        const details = { userId: user.id, before: user.superUser, after: superUser }
        await auditedChange(c, async ({ trx }) => {
          await setSuperUser(trx, user.id, superUser)
          // Each account's own log says who holds Admin there now, unless that shows an invisible user.
          for (const tenantId of user.invisible ? [] : user.tenantIds) {
            await writeAudit(trx, {
              tenantId,
              userId: null,
              email: null,
              action: 'user.super-user.updated',
              description,
              severity: 'High',
              ip: client.ip,
              userAgent: client.userAgent,
              details: { ...details, clientId: vendor.clientId },
            })
          }
          return {
            result: undefined,
            audit: {
              action: 'user.super-user.updated',
              severity: 'High',
              description,
              tenantId: null,
              details,
            },
          }
        })
        return c.json(toFlags({ ...user, superUser }), 200)
      },
    )
}
