import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { signInRefusal } from '../auth/refusal'
import { mailLocale } from '../delivery/words'
import { unauthenticated } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { readRefreshCookie } from '../http/refresh-cookie'
import { createRouter, userRoute } from '../http/router'
import { changeOwnPassword } from '../profile/password-change'
import { profilePictureUrlOf } from '../profile/picture'
import { METADATA_MAX_LENGTH, updateOwnProfile } from '../profile/update'
import { loadUserProfile } from '../users/profile'
import { findUserById, isActiveMember } from '../users/repository'
import { userProfileSchema } from '../users/schema'
import type { AppDeps } from '../deps'

const tags = ['Profile']

const updateRoute = userRoute({
  method: 'put',
  path: '/identity/resources/users/v2/me',
  tags,
  summary: 'Update my profile: name, metadata (address, jobTitle); phone number unchanged',
  request: {
    body: jsonBody(
      z.object({
        name: z.string().max(200).optional(),
        phoneNumber: z.string().max(64).optional(),
        metadata: z.string().max(METADATA_MAX_LENGTH).optional(),
        profilePictureUrl: z.string().nullable().optional(),
      }),
    ),
  },
  responses: { 200: jsonResponse(userProfileSchema, 'The updated profile') },
})

const passwordRoute = userRoute({
  method: 'post',
  path: '/identity/resources/users/v1/passwords/change',
  tags,
  summary: 'Change my password (current and new); optionally end my other sessions',
  description:
    'A wrong current password is 400 and counts against the lockout like a failed sign-in; ' +
    'the new one must pass the tenant password policy.',
  request: {
    body: jsonBody(
      z.object({
        password: z.string().min(1, 'password is required').max(1024),
        newPassword: z.string().min(1, 'newPassword is required').max(1024),
        endOtherSessions: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ endedSessions: z.number().int() }), 'The password changed'),
    403: { description: 'The account is locked' },
    429: { description: 'Too many attempts' },
  },
})

/** The signed-in user's own profile (wire §5.3 row 10, §5.4 row 2). */
export const createProfileRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(passwordRoute, async (c) => {
      const { sub, tenantId } = c.get('auth')
      const body = c.req.valid('json')
      const result = await changeOwnPassword(
        deps,
        {
          userId: sub,
          tenantId,
          password: body.password,
          newPassword: body.newPassword,
          endOtherSessions: body.endOtherSessions ?? false,
          refreshToken: readRefreshCookie(c),
          client: clientInfo(c, config.trustedProxies),
          locale: mailLocale(c.req.header('accept-language')),
          now: deps.now(),
        },
        (refused) => signInRefusal(c, refused),
      )
      return c.json(result, 200)
    })
    .openapi(updateRoute, async (c) => {
      const { sub, tenantId } = c.get('auth')
      if (!(await isActiveMember(db, sub, tenantId))) {
        throw unauthenticated('The user of this token no longer has access to the account')
      }
      await auditedChange(c, (scope) => updateOwnProfile(scope, sub, c.req.valid('json')))
      const user = await findUserById(db, sub)
      const loaded =
        user && (await loadUserProfile(db, user, tenantId, config.vendorId, deps.now()))
      if (!loaded) throw unauthenticated('The user no longer belongs to any account')
      const profilePictureUrl = await profilePictureUrlOf(db, config, sub)
      return c.json({ ...loaded.profile, profilePictureUrl }, 200)
    })
}
