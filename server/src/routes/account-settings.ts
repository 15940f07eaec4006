import { z } from '@hono/zod-openapi'
import { LOGO_PATH } from '../account-settings/logo'
import {
  findLogo,
  findPublicSettings,
  readSettingsRow,
  settingsView,
} from '../account-settings/repository'
import {
  accountSettingsChangeSchema,
  accountSettingsSchema,
  publicAccountSettingsSchema,
} from '../account-settings/schema'
import { updateAccountSettings } from '../account-settings/update'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import type { AppDeps } from '../deps'

const tags = ['Account settings']
const path = '/tenants/resources/account-settings/v1'

const getRoute = tenantRoute({
  method: 'get',
  path,
  permission: 'fe.secure.read.accountSettings',
  tags,
  summary: "The token's tenant's account settings (unset ones left out)",
  responses: { 200: jsonResponse(accountSettingsSchema, 'The settings') },
})
const putRoute = tenantRoute({
  method: 'put',
  path,
  permission: 'fe.secure.write.accountSettings',
  tags,
  summary: 'Changes account settings; keys left out keep their value, empty ones are cleared',
  request: { body: jsonBody(accountSettingsChangeSchema) },
  responses: {
    200: jsonResponse(accountSettingsSchema, 'The settings after the change'),
    409: { description: 'The alias is taken by another account' },
  },
})
const publicRouteSpec = publicRoute({
  method: 'get',
  path: `${path}/public`,
  tags,
  summary:
    'What a sign-in page may show of the account whose custom login alias is the ' +
    '`frontegg-login-alias` header (or `alias` query)',
  request: { query: z.object({ alias: z.string().max(100).optional() }) },
  responses: { 200: jsonResponse(publicAccountSettingsSchema, 'The public settings') },
})
const logoRoute = publicRoute({
  method: 'get',
  path: `${LOGO_PATH}/{logoId}`,
  tags,
  summary: "An account's logo (public: an <img> sends no token; its id is unguessable)",
  request: { params: z.object({ logoId: z.string().max(64) }) },
  responses: {
    200: {
      description: 'The image (png, jpeg, webp or gif)',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
})

/** Account settings (wire §5.9 rows 1-3) and the logos they name. */
export const createAccountSettingsRoutes = ({ db, config }: AppDeps) =>
  createRouter()
    .openapi(getRoute, async (c) => {
      const row = await readSettingsRow(db, c.get('auth').tenantId)
      if (!row) throw notFound('The account no longer exists')
      return c.json(settingsView(row, config), 200)
    })
    .openapi(putRoute, async (c) => {
      const tenantId = c.get('auth').tenantId
      const input = c.req.valid('json')
      await auditedChange(c, async ({ trx, now }) => {
        const changed = await updateAccountSettings(trx, tenantId, input, now)
        return {
          result: changed,
          audit: {
            action: 'tenant.account-settings.updated',
            description: changed.length
              ? `Changed the account settings: ${changed.join(', ')}`
              : 'Saved the account settings unchanged',
            details: { changed },
          },
        }
      })
      const row = await readSettingsRow(db, tenantId)
      if (!row) throw notFound('The account no longer exists')
      return c.json(settingsView(row, config), 200)
    })
    .openapi(publicRouteSpec, async (c) => {
      const alias = (c.req.header('frontegg-login-alias') ?? c.req.valid('query').alias)?.trim()
      if (!alias) throw badRequest('alias is required (the frontegg-login-alias header)')
      const settings = await findPublicSettings(db, alias, config)
      if (!settings) throw notFound('No account signs in under this alias')
      return c.json(settings, 200)
    })
    .openapi(logoRoute, async (c) => {
      const { logoId } = c.req.valid('param')
      const row = isUuid(logoId) ? await findLogo(db, logoId) : undefined
      if (!row?.logo_data || !row.logo_type) throw notFound('No such logo')
      const etag = `"${row.logo_sha256 ?? ''}"`
      const headers = {
        'cache-control': 'public, max-age=86400',
        etag,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      }
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
      return c.body(Buffer.from(row.logo_data), 200, { ...headers, 'content-type': row.logo_type })
    })
