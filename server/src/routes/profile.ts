import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { unauthenticated } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
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
      }),
    ),
  },
  responses: { 200: jsonResponse(userProfileSchema, 'The updated profile') },
})

/** The signed-in user's own profile (wire §5.3 row 10, §5.4 row 2). */
export const createProfileRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter().openapi(updateRoute, async (c) => {
    const { sub, tenantId } = c.get('auth')
    if (!(await isActiveMember(db, sub, tenantId))) {
      throw unauthenticated('The user of this token no longer has access to the account')
    }
    await auditedChange(c, (scope) => updateOwnProfile(scope, sub, c.req.valid('json')))
    const user = await findUserById(db, sub)
    const loaded = user && (await loadUserProfile(db, user, tenantId, config.vendorId, deps.now()))
    if (!loaded) throw unauthenticated('The user no longer belongs to any account')
    return c.json(loaded.profile, 200)
  })
}
