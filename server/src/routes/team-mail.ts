import { z } from '@hono/zod-openapi'
import { EMAIL_MAX_LENGTH } from '../../../src/wire'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { mailLocale } from '../delivery/words'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { resendInvitation } from '../invitations/invite'
import { limitBulkMail } from '../limits/bulk-mail'
import { limitSend } from '../limits/send'
import { recoveryRequest } from '../recovery/request'
import { mailBreachedMembers } from '../team/breached'
import { pendingTenantsOf } from '../team/invitations'
import type { AppDeps } from '../deps'

const tags = ['Team']
const done = { 200: jsonResponse(z.object({}), 'Done') }

const breachedRoute = tenantRoute({
  method: 'post',
  path: '/identity/resources/users/v1/passwords/breached/reset/bulk',
  permission: 'fe.secure.write.users',
  tags,
  summary:
    'Mails one password-reset link to each member whose password was found in a breach (5 requests an hour per tenant)',
  responses: { ...done, 429: { description: 'The tenant asked 5 times in the last hour' } },
})

const resendAllRoute = tenantRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/reset/all',
  permission: 'fe.secure.write.users',
  tags,
  summary:
    "Mails again every pending invitation of a person invited to the caller's tenant, in each tenant that invited them",
  request: {
    body: jsonBody(
      z.object({
        email: z.email({ error: 'email: not a valid email address' }).max(EMAIL_MAX_LENGTH),
      }),
    ),
  },
  responses: done,
})

/** Breached-password resets and invitations to all tenants (a member's sessions: routes/sessions.ts). */
export const createTeamMailRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(breachedRoute, async (c) => {
      const auth = c.get('auth')
      await limitBulkMail(deps, c, auth.tenantId, 'breached-reset')
      const mailed = await mailBreachedMembers(recoveryRequest(deps, c), auth.tenantId)
      await auditedChange(c, async () => ({
        result: null,
        audit: {
          action: 'user.password.breached.reset',
          description: `${actorName(auth)} asked ${mailed.length} users with breached passwords to reset them`,
          details: { userIds: mailed },
        },
      }))
      return c.json({}, 200)
    })
    .openapi(resendAllRoute, async (c) => {
      const auth = c.get('auth')
      const { email } = c.req.valid('json')
      await limitSend(deps, c, email)
      const inviter = auth.name.trim() || auth.email || null
      const locale = mailLocale(c.req.header('accept-language'))
      await auditedChange(c, async ({ trx, now }) => {
        const tenants = await pendingTenantsOf(trx, email)
        // Only someone this tenant invited: another tenant's invitee is nobody here.
        if (!tenants.includes(auth.tenantId)) {
          throw notFound('No pending invitation for this email in this account')
        }
        for (const tenantId of tenants) {
          await resendInvitation(trx, deps.config, { tenantId, email, inviter, locale, now })
        }
        return {
          result: null,
          audit: {
            action: 'user.invitation.resent',
            description: `${actorName(auth)} sent every pending invitation of ${email} again`,
            details: { email, tenants: tenants.length },
          },
        }
      })
      return c.json({}, 200)
    })
