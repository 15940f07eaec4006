import { z } from '@hono/zod-openapi'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { badRequest, forbidden, notFound } from '../http/api-error'
import { boundedInt } from '../http/guards/numbers'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import {
  createInviteLink,
  deleteInviteLink,
  findInviteLink,
  resolveInvitationToken,
  updateInviteLink,
} from '../invitations/invite-links'
import { appLink } from '../links/app-links'
import type { AuditActionKey } from '../audit/actions'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const linkSchema = z
  .object({
    id: z.uuid(),
    vendorId: z.string(),
    tenantId: z.uuid(),
    userId: z.uuid().optional(),
    token: z.string(),
    expires: z.string().openapi({ format: 'date-time' }),
    shouldSendEmail: z.boolean(),
    roleIds: z.array(z.string()),
    url: z.url().openapi({
      description:
        "Foyer's addition: the address to share, the app's sign-up route (FOYER_APP_URL) with the token",
    }),
  })
  .openapi('InviteUserLink')

const settings = z.object({
  // Up to a year: a standing link that never ends is a door nobody remembers to close.
  expiresInMinutes: boundedInt(1, 525_600).optional(),
  shouldSendEmail: z.boolean().optional(),
  roleIds: z
    .array(z.uuid({ error: 'roleIds: not a role id' }))
    .max(50)
    .optional(),
})

const path = '/identity/resources/tenants/invites/v1/user'
const tags = ['Invitations']
const read = 'fe.secure.read.users'
const write = 'fe.secure.write.users'
const answer = { 200: jsonResponse(linkSchema, "The tenant's invite link") }

const getRoute = tenantRoute({ method: 'get', path, permission: read, tags, responses: answer })
const createSpec = {
  method: 'post' as const,
  permission: write,
  tags,
  summary:
    "Creates the tenant's invite link (a new token; default expiry 43200 minutes), replacing the old one",
  request: { body: jsonBody(settings, { required: false }) },
  responses: answer,
}
const createRoute = tenantRoute({ ...createSpec, path })
const createV2Route = tenantRoute({
  ...createSpec,
  path: '/identity/resources/tenants/invites/v2/user',
})
const updateRoute = tenantRoute({
  method: 'patch',
  path,
  permission: write,
  tags,
  summary: "Changes the invite link's expiry, mail choice or roles; its token stays",
  request: { body: jsonBody(settings) },
  responses: answer,
})
const deleteRoute = tenantRoute({
  method: 'delete',
  path,
  permission: write,
  tags,
  summary: "Deletes the tenant's invite link: its token stops working",
  responses: { 200: jsonResponse(z.object({}), 'Deleted') },
})
const verifyRoute = publicRoute({
  method: 'post',
  path: '/identity/resources/tenants/invites/v1/verify',
  tags,
  summary: "Checks an invite link's token; answers the name of the tenant it joins",
  request: { body: jsonBody(z.object({ token: z.string().max(200) })) },
  responses: { 200: jsonResponse(z.string(), "The tenant's name") },
})

const configurationRoute = tenantRoute({
  method: 'get',
  path: '/identity/resources/tenants/invites/v1/configuration',
  permission: read,
  tags,
  summary:
    'Whether tenants may have an invite link, and whether its owner may choose to be mailed when someone joins',
  responses: {
    200: jsonResponse(
      z
        .object({ tenantInvitationsAllowed: z.boolean(), emailsEnabled: z.boolean() })
        .openapi('InviteLinkConfiguration'),
      'The invite link configuration',
    ),
  },
})

/** The vendor may allow no tenant invite links (`tenantInvitationsAllowed`): making one is a 403. */
const assertLinksAllowed = async (deps: AppDeps) => {
  if (!(await readVendorConfiguration(deps.db)).tenantInvitationsAllowed) {
    throw forbidden('Invite links are not allowed')
  }
}

/** A tenant's standing invite link (`tenants/invites/v1`) and its public check. */
export const createInviteLinkRoutes = (deps: AppDeps) => {
  const current = async (tenantId: string) => {
    const link = await findInviteLink(deps.db, tenantId, deps.config.vendorId)
    if (!link) throw notFound('This account has no invite link')
    // Built here from the app's own address, never the caller's: the team page may be hosted
    // anywhere (the hosted portal is on the server's origin), the link must open the app's box.
    return { ...link, url: appLink(deps.config, 'signUpUrl', { invitationToken: link.token }) }
  }
  const audit = (
    action: AuditActionKey,
    description: string,
    details: Record<string, unknown>,
  ) => ({
    action,
    description,
    details,
  })
  const create = async (c: Context<AppEnv>, body: z.infer<typeof settings>) => {
    await assertLinksAllowed(deps)
    const auth = c.get('auth')
    await auditedChange(c, async ({ trx, now }) => ({
      result: await createInviteLink(trx, {
        ...body,
        tenantId: auth.tenantId,
        grantor: { userId: auth.sub, tenantId: auth.tenantId },
        createdBy: auth.sub,
        now,
      }),
      audit: audit('tenant.inviteLink.created', `${actorName(auth)} created an invite link`, body),
    }))
    return c.json(await current(auth.tenantId), 200)
  }
  return createRouter()
    .openapi(configurationRoute, async (c) => {
      // Mail always has a way out (SMTP, else the development mailbox), so whether owners may be
      // mailed is the vendor's choice alone.
      const config = await readVendorConfiguration(deps.db)
      const { tenantInvitationsAllowed, inviteLinkEmailsEnabled: emailsEnabled } = config
      return c.json({ tenantInvitationsAllowed, emailsEnabled }, 200)
    })
    .openapi(getRoute, async (c) => c.json(await current(c.get('auth').tenantId), 200))
    .openapi(createRoute, async (c) => create(c, c.req.valid('json') ?? {}))
    .openapi(createV2Route, async (c) => create(c, c.req.valid('json') ?? {}))
    .openapi(updateRoute, async (c) => {
      const auth = c.get('auth')
      const body = c.req.valid('json')
      if (Object.keys(body).length === 0) throw badRequest('No changes to update')
      await assertLinksAllowed(deps)
      await auditedChange(c, async ({ trx, now }) => {
        if (
          !(await updateInviteLink(trx, {
            ...body,
            tenantId: auth.tenantId,
            grantor: { userId: auth.sub, tenantId: auth.tenantId },
            now,
          }))
        ) {
          throw notFound('This account has no invite link')
        }
        return {
          result: undefined,
          audit: audit(
            'tenant.inviteLink.updated',
            `${actorName(auth)} changed the invite link`,
            body,
          ),
        }
      })
      return c.json(await current(auth.tenantId), 200)
    })
    .openapi(deleteRoute, async (c) => {
      const auth = c.get('auth')
      await auditedChange(c, async ({ trx }) => {
        if (!(await deleteInviteLink(trx, auth.tenantId))) {
          throw notFound('This account has no invite link')
        }
        return {
          result: undefined,
          audit: audit(
            'tenant.inviteLink.deleted',
            `${actorName(auth)} deleted the invite link`,
            {},
          ),
        }
      })
      return c.json({}, 200)
    })
    .openapi(verifyRoute, async (c) => {
      const resolved = await resolveInvitationToken(deps.db, c.req.valid('json').token, deps.now())
      if (!resolved.ok) {
        throw badRequest(
          resolved.reason === 'malformed'
            ? 'Invalid token specified'
            : 'This invite link is invalid or has expired',
        )
      }
      return c.json(resolved.tenantName, 200)
    })
}
