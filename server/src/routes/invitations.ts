import { z } from '@hono/zod-openapi'
import { EMAIL_MAX_LENGTH } from '../../../src/wire'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { normalisePhone } from '../delivery/phone'
import { mailLocale } from '../delivery/words'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { acceptInvitation, invitationRefusal, invitationStrategy } from '../invitations/accept'
import { sendInvitationCode } from '../invitations/code'
import { badPhoneNumber, inviteUser, resendInvitation } from '../invitations/invite'
import { teamUser, teamUserSchema } from '../invitations/team-user'
import { limitSend } from '../limits/send'
import { setMemberExpiry } from '../team/members'
import type { AppDeps } from '../deps'

const email = z.email({ error: 'email: not a valid email address' }).max(EMAIL_MAX_LENGTH)
const token = z.string().max(200)

const addUserBody = z.object({
  email,
  name: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  phoneNumber: z.string().max(40).optional(),
  roleIds: z
    .array(z.uuid({ error: 'roleIds: not a role id' }))
    .max(50)
    .optional(),
  expirationInSeconds: z.number().int().min(1).max(31_536_000).optional(),
  username: z.string().max(200).optional(),
  provider: z.string().max(50).optional(),
})

const inviteRoute = tenantRoute({
  method: 'post',
  path: '/identity/resources/users/v2',
  permission: 'fe.secure.write.users',
  tags: ['Invitations'],
  summary:
    "Invites a user by email into the caller's tenant with roles and mails the invitation; {email, provider} alone resends a pending one",
  request: { body: jsonBody(addUserBody) },
  responses: {
    201: jsonResponse(teamUserSchema, 'The invited user'),
    409: { description: 'Already a member who accepted' },
    429: { description: 'Too many messages to this address' },
  },
})

const resendRoute = tenantRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/reset',
  permission: 'fe.secure.write.users',
  tags: ['Invitations'],
  summary: "Mails a pending invitation of the caller's tenant again, with a fresh link",
  request: { body: jsonBody(z.object({ email })) },
  responses: { 200: jsonResponse(z.object({}), 'Sent') },
})

const acceptBody = z.object({
  userId: z.uuid({ error: 'userId: not a user id' }),
  token,
  password: z.string().max(1024).optional(),
})

const acceptRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/accept',
  tags: ['Invitations'],
  summary:
    'Accepts an invitation: verifies the user and activates the membership; someone without a password sends the one they choose',
  request: { body: jsonBody(acceptBody) },
  responses: { 200: jsonResponse(z.object({}), 'Accepted') },
})

const acceptCodeRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/accept/code',
  tags: ['Invitations'],
  summary: 'Accepts an invitation with its link and a one-time code',
  request: { body: jsonBody(acceptBody.extend({ code: z.string().max(20) })) },
  responses: { 200: jsonResponse(z.object({}), 'Accepted') },
})

const sendCodeRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/code',
  tags: ['Invitations'],
  summary:
    "Foyer's own: the code route opened; sends the invited person a fresh 6-digit code (10 minutes, 5 tries) by mail, or by SMS when the invitation strategy says so and they have a number",
  request: {
    body: jsonBody(z.object({ userId: z.uuid({ error: 'userId: not a user id' }), token })),
  },
  responses: {
    200: jsonResponse(
      z.object({ channel: z.enum(['email', 'sms']), destination: z.string() }),
      'Sent; where to, masked',
    ),
    429: { description: 'Too many codes for this invitation (Retry-After)' },
  },
})

const strategyRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/users/v1/invitation/strategy',
  tags: ['Invitations'],
  summary:
    "Foyer's own: whether accepting needs a new password, the email invited, whether it is verified (a POST, so the token stays out of URLs and access logs)",
  request: {
    body: jsonBody(z.object({ userId: z.uuid({ error: 'userId: not a user id' }), token })),
  },
  responses: {
    200: jsonResponse(
      z.object({
        shouldSetPassword: z.boolean(),
        email: z.string().nullable(),
        verified: z.boolean(),
        acceptWith: z.enum(['link', 'code']),
      }),
      'The strategy',
    ),
  },
})

const inviterOf = (auth: { name: string; email: string | null }) =>
  auth.name.trim() || auth.email || null

/** Inviting users into a tenant, resending and accepting invitations. */
export const createInvitationRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(inviteRoute, async (c) => {
      const body = c.req.valid('json')
      const auth = c.get('auth')
      const given = body.phoneNumber ?? body.phone
      const phoneNumber = given === undefined ? undefined : normalisePhone(given)
      if (phoneNumber === null) throw badPhoneNumber()
      await limitSend(deps, c, body.email)
      const invite = { tenantId: auth.tenantId, inviter: inviterOf(auth), email: body.email }
      const locale = mailLocale(c.req.header('accept-language'))
      const outcome = await auditedChange(c, async ({ trx, now }) => {
        const result = await inviteUser(trx, deps.config, {
          ...invite,
          name: body.name,
          phoneNumber,
          roleIds: body.roleIds,
          grantor: { userId: auth.sub, tenantId: auth.tenantId },
          locale,
          now,
        })
        if (body.expirationInSeconds !== undefined) {
          const expiresAt = new Date(now.getTime() + body.expirationInSeconds * 1000)
          await setMemberExpiry(trx, { tenantId: auth.tenantId, userId: result.userId, expiresAt })
        }
        return {
          result,
          audit: {
            action: result.resent ? 'user.invitation.resent' : 'user.invited',
            description: `${actorName(auth)} invited ${body.email}`,
            details: { userId: result.userId, email: body.email, newUser: result.created },
          },
        }
      })
      const user = await teamUser(deps.db, outcome.userId, auth.tenantId, deps.config.vendorId)
      return c.json(user, 201)
    })
    .openapi(resendRoute, async (c) => {
      const body = c.req.valid('json')
      const auth = c.get('auth')
      await limitSend(deps, c, body.email)
      await auditedChange(c, async ({ trx, now }) => {
        const result = await resendInvitation(trx, deps.config, {
          tenantId: auth.tenantId,
          email: body.email,
          inviter: inviterOf(auth),
          locale: mailLocale(c.req.header('accept-language')),
          now,
        })
        return {
          result,
          audit: {
            action: 'user.invitation.resent',
            description: `${actorName(auth)} sent the invitation of ${body.email} again`,
            details: { userId: result.userId, email: body.email },
          },
        }
      })
      return c.json({}, 200)
    })
    .openapi(acceptRoute, async (c) => {
      const body = c.req.valid('json')
      await acceptInvitation(deps.db, { ...body, client: clientInfo(c), now: deps.now() })
      return c.json({}, 200)
    })
    .openapi(acceptCodeRoute, async (c) => {
      const body = c.req.valid('json')
      await acceptInvitation(deps.db, { ...body, client: clientInfo(c), now: deps.now() })
      return c.json({}, 200)
    })
    .openapi(strategyRoute, async (c) => {
      const body = c.req.valid('json')
      const answer = await invitationStrategy(deps.db, { ...body, now: deps.now() })
      if (!answer.ok) throw invitationRefusal(answer.reason)
      const { shouldSetPassword, email, verified, acceptWith } = answer
      return c.json({ shouldSetPassword, email, verified, acceptWith }, 200)
    })
    .openapi(sendCodeRoute, async (c) => {
      const body = c.req.valid('json')
      // Counted per invited user: the recipient is only known once the link checks out.
      await limitSend(deps, c, body.userId)
      const sent = await sendInvitationCode(deps.db, {
        ...body,
        locale: mailLocale(c.req.header('accept-language')),
        client: clientInfo(c),
        now: deps.now(),
      })
      return c.json(sent, 200)
    })
