import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import {
  readVendorConfiguration,
  writeVendorConfiguration,
} from '../configuration/vendor-configuration'
import { badRequest } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute, vendorRoute } from '../http/router'
import { assertNotLastAdmin } from '../roles/last-admin'
import { refuseScimOwned } from '../scim/owned'
import { assertMayManage } from '../team/manage-guard'
import { requireMember, setMemberExpiry } from '../team/members'
import { memberIdOf, userIdParams } from '../team/params'
import type { AppDeps } from '../deps'

const tags = ['Team']
const path = '/identity/resources/users/temporary/v1/{userId}'
const configurationPath = '/identity/resources/users/temporary/v1/configuration'
const configurationSchema = z
  .object({ enabled: z.boolean() })
  .openapi('TemporaryUsersConfiguration')

const expiryRoute = tenantRoute({
  method: 'put',
  path,
  permission: 'fe.secure.write.users',
  tags,
  summary: 'Makes a member temporary: it leaves the account expirationInSeconds from now',
  request: {
    params: userIdParams,
    body: jsonBody(
      z.object({
        expirationInSeconds: z
          .number({ error: 'expirationInSeconds: a number of seconds' })
          .int({ error: 'expirationInSeconds: a whole number of seconds' })
          .min(60, { error: 'expirationInSeconds: at least 60' })
          .max(31_536_000, { error: 'expirationInSeconds: at most a year' }),
      }),
    ),
  },
  responses: { 200: jsonResponse(z.object({}), 'Set') },
})

const permanentRoute = tenantRoute({
  method: 'delete',
  path,
  permission: 'fe.secure.write.users',
  tags,
  summary: 'Makes a temporary member permanent (clears its expiration)',
  request: { params: userIdParams },
  responses: { 200: jsonResponse(z.object({}), 'Permanent') },
})

const readConfigurationRoute = tenantRoute({
  method: 'get',
  path: configurationPath,
  permission: 'fe.secure.read.users',
  tags,
  summary: 'Whether administrators may make members temporary',
  responses: { 200: jsonResponse(configurationSchema, 'The configuration') },
})

const writeConfigurationRoute = vendorRoute({
  method: 'put',
  path: configurationPath,
  tags: ['Management: configuration'],
  summary: 'Turns temporary users on or off for every tenant',
  request: { body: jsonBody(configurationSchema) },
  responses: { 200: jsonResponse(configurationSchema, 'The configuration') },
})

/** Temporary members (users/temporary/v1) and their configuration. */
export const createTeamTemporaryRoutes = (deps: AppDeps) =>
  createRouter()
    // Before `…/{userId}`: registered after it, PUT …/configuration would be taken for a userId.
    .openapi(readConfigurationRoute, async (c) => {
      const { temporaryUsersEnabled } = await readVendorConfiguration(deps.db)
      return c.json({ enabled: temporaryUsersEnabled }, 200)
    })
    .openapi(writeConfigurationRoute, async (c) => {
      const { enabled } = c.req.valid('json')
      const saved = await auditedChange(c, async ({ trx, now }) => ({
        result: await writeVendorConfiguration(trx, { temporaryUsersEnabled: enabled }, now),
        audit: {
          action: 'vendor.configuration.updated',
          description: `Temporary users turned ${enabled ? 'on' : 'off'}`,
          tenantId: null,
          details: { temporaryUsersEnabled: enabled },
        },
      }))
      return c.json({ enabled: saved.temporaryUsersEnabled }, 200)
    })
    .openapi(expiryRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const { expirationInSeconds } = c.req.valid('json')
      const member = await requireMember(deps.db, auth.tenantId, userId)
      // The directory decides how long a provisioned member stays: it would undo an end date.
      await refuseScimOwned(deps.db, auth.tenantId, userId, 'set an end date for')
      const { temporaryUsersEnabled } = await readVendorConfiguration(deps.db)
      if (!temporaryUsersEnabled) throw badRequest('Temporary users are not enabled')
      const whom = member.email ?? member.name
      await auditedChange(c, async ({ trx, now }) => {
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await assertNotLastAdmin(trx, { tenantId: auth.tenantId, userId, loss: 'temporary' })
        const expiresAt = new Date(now.getTime() + expirationInSeconds * 1000)
        await setMemberExpiry(trx, { tenantId: auth.tenantId, userId, expiresAt })
        return {
          result: null,
          audit: {
            action: 'user.temporary.updated',
            description: `${actorName(auth)} made ${whom} temporary until ${expiresAt.toISOString()}`,
            details: { userId, expiresAt: expiresAt.toISOString() },
          },
        }
      })
      return c.json({}, 200)
    })
    .openapi(permanentRoute, async (c) => {
      const auth = c.get('auth')
      const userId = memberIdOf(c.req.valid('param').userId)
      const member = await requireMember(deps.db, auth.tenantId, userId)
      await auditedChange(c, async ({ trx }) => {
        const whom = member.email ?? member.name
        await assertMayManage(trx, auth, { tenantId: auth.tenantId, userId, whom })
        await setMemberExpiry(trx, { tenantId: auth.tenantId, userId, expiresAt: null })
        return {
          result: null,
          audit: {
            action: 'user.temporary.removed',
            description: `${actorName(auth)} made ${member.email ?? member.name} permanent`,
            details: { userId },
          },
        }
      })
      return c.json({}, 200)
    })
