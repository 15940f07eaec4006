import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { ApiError, badRequest, errorCodes, notFound } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, tenantRoute } from '../http/router'
import { limitSsoStart } from '../limits/sso'
import { bindBrowser } from '../saml/binding'
import { SAML_ROUTES, samlSignInUrl } from '../saml/service-provider'
import { identityProviderOf, usableSamlConfiguration } from '../saml/sign-in'
import { SSO_PERMISSIONS, tenantConfiguration } from '../sso/admin'
import {
  findConnectionTest,
  insertConnectionTest,
  recordConnectionTest,
} from '../sso/connection-tests'
import { OidcUnavailable } from '../sso/oidc-client'
import { startOidcSignIn } from '../sso/oidc-flow'
import { findSsoConfiguration, protocolOf } from '../sso/repository'
import type { AppDeps } from '../deps'

const tags = ['SSO configurations']
const base = '/team/resources/sso/v1/configurations/{ssoConfigId}/tests'
const idParam = z.object({ ssoConfigId: z.string().max(100) })
const testParams = idParam.extend({ testId: z.string().max(100) })

/** Where an OIDC connection test starts in the admin's tab (the IdP answers the box's callback). */
const OIDC_TEST_ROUTE = '/identity/resources/auth/v1/user/oidc/test'

const startedSchema = z
  .object({ id: z.string(), url: z.string(), expiresAt: z.string() })
  .openapi('SSOConnectionTestStarted')

const testSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    subject: z.string().optional(),
    email: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    groups: z.array(z.string()).optional(),
    newUser: z.boolean().optional(),
    roleIds: z.array(z.string()).optional(),
    refusal: z.enum(['noEmail', 'foreignDomain', 'otherAccount', 'disabled']).nullable().optional(),
    reason: z.string().optional(),
  })
  .openapi('SSOConnectionTest')

/**
 * "Test the connection" (Foyer's own, beside wire §5.1's SSO rows): the admin starts a test of a
 * SAML or OIDC configuration (enabled or not yet), opens its address in a new tab, signs in at the
 * IdP, and reads here what the IdP sent and which roles a sign-in would give. The IdP's answer is
 * verified like any sign-in's and then only recorded: nobody is signed in, created or changed.
 * An OIDC test comes back through the box's usual callback (the redirect URI the IdP knows),
 * whose post-login answers that it was a test.
 */
export const createSsoTestRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  const cookiePath = `${config.apiPrefix}${SAML_ROUTES}`
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: SSO_PERMISSIONS.write,
        tags,
        summary:
          'Starts a connection test: the address to open in a new tab (10 minutes, once per sign-in)',
        request: { params: idParam },
        responses: { 200: jsonResponse(startedSchema, 'The test and where to open it') },
      }),
      async (c) => {
        const { ssoConfigId } = c.req.valid('param')
        const { sub: userId, tenantId } = c.get('auth')
        const configuration = await tenantConfiguration(db, ssoConfigId, tenantId)
        const oidc = protocolOf(configuration) === 'oidc'
        if (oidc && (!configuration.ssoEndpoint || !configuration.oidcClientId)) {
          throw badRequest('Set the issuer and the client id before testing the connection')
        }
        if (!oidc && !(await usableSamlConfiguration(deps, configuration.id, true))) {
          throw badRequest('Set the SSO endpoint and the certificate before testing the connection')
        }
        const test = await auditedChange(c, async ({ trx, now }) => ({
          result: await insertConnectionTest(trx, {
            tenantId,
            configurationId: configuration.id,
            userId,
            now,
          }),
          audit: {
            action: 'sso.configuration.tested',
            description: 'Started a test of an SSO connection',
            details: { configurationId: configuration.id },
          },
        }))
        return c.json(
          {
            id: test.id,
            url: `${config.issuer}${config.apiPrefix}${oidc ? OIDC_TEST_ROUTE : `${SAML_ROUTES}/test`}/${test.id}`,
            expiresAt: test.expiresAt.toISOString(),
          },
          200,
        )
      },
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{testId}`,
        permission: SSO_PERMISSIONS.read,
        tags,
        summary: "A connection test's result: pending, or what the IdP sent and the roles it gives",
        request: { params: testParams },
        responses: { 200: jsonResponse(testSchema, 'The test') },
      }),
      async (c) => {
        const { ssoConfigId, testId } = c.req.valid('param')
        const { sub: userId, tenantId } = c.get('auth')
        const test = await findConnectionTest(db, testId, deps.now())
        // Only the admin who started it, in its tenant and configuration, reads a test.
        if (
          !test ||
          test.tenantId !== tenantId ||
          test.userId !== userId ||
          test.configurationId !== ssoConfigId
        ) {
          throw notFound('Connection test not found (or expired)')
        }
        c.header('cache-control', 'no-store')
        return c.json({ id: test.id, ...(test.result ?? { status: 'pending' as const }) }, 200)
      },
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: `${OIDC_TEST_ROUTE}/{testId}`,
        tags: ['SSO configurations'],
        summary:
          "Opens an OIDC connection test in the admin's tab: to the IdP (its answer is recorded, " +
          'nobody signs in)',
        request: { params: z.object({ testId: z.string().max(100) }) },
        responses: {
          302: { description: 'To the IdP' },
          404: { description: 'No such test, or it expired' },
        },
      }),
      async (c) => {
        await limitSsoStart(deps, c)
        const test = await findConnectionTest(db, c.req.valid('param').testId, deps.now())
        const configuration =
          test && test.result === null
            ? await findSsoConfiguration(db, test.configurationId)
            : undefined
        if (!test || !configuration || protocolOf(configuration) !== 'oidc') {
          throw notFound('Connection test not found (or expired)')
        }
        let url
        try {
          url = await startOidcSignIn(deps, c, configuration, test.id)
        } catch (error) {
          if (!(error instanceof OidcUnavailable)) throw error
          const reason = 'The identity provider cannot be reached'
          await recordConnectionTest(db, test.id, { status: 'failed', reason })
          throw new ApiError(502, errorCodes.noSso, reason)
        }
        c.header('cache-control', 'no-store')
        return c.redirect(url, 302)
      },
    )
    .openapi(
      publicRoute({
        method: 'get',
        path: `${SAML_ROUTES}/test/{testId}`,
        tags: ['SAML'],
        summary:
          "Opens a connection test in the admin's tab: to the IdP with an AuthnRequest made for " +
          'the test (its answer is recorded, nobody signs in)',
        request: { params: z.object({ testId: z.string().max(100) }) },
        responses: {
          302: { description: 'To the IdP (HTTP-Redirect binding)' },
          404: { description: 'No such test, or it expired' },
        },
      }),
      async (c) => {
        await limitSsoStart(deps, c)
        const test = await findConnectionTest(db, c.req.valid('param').testId, deps.now())
        const configuration =
          test && test.result === null
            ? await usableSamlConfiguration(deps, test.configurationId, true)
            : undefined
        if (!test || !configuration) throw notFound('Connection test not found (or expired)')
        const url = await samlSignInUrl(
          deps,
          {
            ...identityProviderOf(configuration),
            ssoEndpoint: configuration.ssoEndpoint,
            signRequest: configuration.signRequest,
          },
          configuration.id,
          bindBrowser(c, config, cookiePath),
          test.id,
        )
        c.header('cache-control', 'no-store')
        return c.redirect(url, 302)
      },
    )
}
