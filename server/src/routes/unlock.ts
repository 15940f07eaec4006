import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { recaptchaTokenField, requireCaptcha } from '../captcha/require'
import { notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { clearLock, unlockWithToken } from '../unlock/unlock'
import { membersAmong } from '../users/repository'
import type { AppDeps } from '../deps'

const tags = ['Unlock']

const unlockMeRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/users/v3/me/unlock',
  tags,
  summary:
    'Unlocks a locked account with the token of its unlock mail (sent when the account locks); no sign-in needed',
  request: {
    body: jsonBody(z.object({ token: z.string().max(200), recaptchaToken: recaptchaTokenField })),
  },
  responses: {
    200: jsonResponse(z.object({}), 'Unlocked'),
    400: { description: 'The captcha failed (while the captcha policy is on)' },
  },
})

const adminUnlockRoute = tenantRoute({
  method: 'post',
  path: '/identity/resources/users/v1/{userId}/unlock',
  permission: 'fe.secure.write.users',
  tags,
  summary: "Unlocks a locked member of the caller's tenant (the team page)",
  request: { params: z.object({ userId: z.string().max(100) }) },
  responses: { 200: jsonResponse(z.object({}), 'Unlocked') },
})

/** Unlocking accounts: by the owner's unlock link, or by an administrator of their tenant. */
export const createUnlockRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(unlockMeRoute, async (c) => {
      const { token, recaptchaToken } = c.req.valid('json')
      await requireCaptcha(deps, c, { what: 'unlock', token: recaptchaToken })
      await unlockWithToken(deps.db, { token, client: clientInfo(c), now: deps.now() })
      return c.json({}, 200)
    })
    .openapi(adminUnlockRoute, async (c) => {
      const auth = c.get('auth')
      const userId = c.req.valid('param').userId.toLowerCase()
      // Another tenant's user is the same 404 as nobody: an administrator learns nothing outside.
      const [member] = isUuid(userId) ? await membersAmong(deps.db, auth.tenantId, [userId]) : []
      if (!member) throw notFound('No such user in this account')
      await auditedChange(c, async ({ trx, now }) => {
        await clearLock(trx, member, now)
        return {
          result: undefined,
          audit: {
            action: 'user.unlocked',
            description: `${actorName(auth)} unlocked a user`,
            severity: 'High' as const,
            details: { userId: member, by: 'administrator' },
          },
        }
      })
      return c.json({}, 200)
    })
