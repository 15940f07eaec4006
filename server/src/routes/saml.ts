import { z } from '@hono/zod-openapi'
import { ApiError, errorCodes, forbidden, notFound } from '../http/api-error'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { appLink } from '../links/app-links'
import { signInAnswerSchema } from '../mfa/schema'
import { failurePage } from '../saml/failure-page'
import { SAML_ROUTES, samlSignInUrl, serviceProviderMetadata } from '../saml/service-provider'
import {
  identityProviderOf,
  signInWithSamlResponse,
  usableSamlConfiguration,
} from '../saml/sign-in'
import type { AppDeps } from '../deps'

const tags = ['SAML']

const unsupportedType = () =>
  new ApiError(415, errorCodes.unsupportedMediaType, 'Send the SAMLResponse as JSON or as a form')
const configurationParam = z.object({ configurationId: z.string().max(100) })
const postLoginBody = z.object({
  SAMLResponse: z.string().min(1).max(400_000),
  RelayState: z.string().max(1000).optional(),
})

const metadataRoute = publicRoute({
  method: 'get',
  path: `${SAML_ROUTES}/metadata/{configurationId}`,
  tags,
  summary:
    "A SAML configuration's SP metadata (its entity id is this URL; the ACS is saml/postlogin)",
  request: { params: configurationParam },
  responses: {
    200: {
      description: 'SAML 2.0 metadata of the service provider',
      content: { 'application/samlmetadata+xml': { schema: z.string() } },
    },
  },
})

const authorizeRoute = publicRoute({
  method: 'get',
  path: `${SAML_ROUTES}/authorize/{configurationId}`,
  tags,
  summary:
    'Starts a SAML sign-in: redirects to the IdP with a fresh AuthnRequest (signed when ' +
    'signRequest); the address SSO pre-login answers for a SAML configuration',
  request: { params: configurationParam },
  responses: { 302: { description: 'To the IdP (HTTP-Redirect binding)' } },
})

const postLoginRoute = publicRoute({
  method: 'post',
  path: `${SAML_ROUTES}/postlogin`,
  tags: ['Authentication'],
  summary:
    'The ACS: a SAMLResponse posted by the IdP (form, HTTP-POST binding: signs in and ' +
    'redirects to the app) or by the box (JSON: ILoginResponse, refresh token as cookie)',
  request: {
    body: {
      // Not `required`: each content type's validator then runs only for its own type.
      required: false,
      content: {
        'application/json': { schema: postLoginBody },
        'application/x-www-form-urlencoded': { schema: postLoginBody },
      },
    },
  },
  responses: {
    200: jsonResponse(signInAnswerSchema, 'Signed in (JSON request), or mfaRequired'),
    303: { description: 'Signed in (form post): to the app’s authenticated URL' },
    401: { description: "'Failed to authenticate': the response or the person was refused" },
  },
})

/**
 * SAML service provider routes (wire row 7 and Foyer's own): SP metadata per configuration, the
 * start of a sign-in, and the ACS.
 */
export const createSamlRoutes = (deps: AppDeps) => {
  const { config } = deps
  const ownOrigin = new URL(config.issuer).origin
  return createRouter()
    .openapi(metadataRoute, async (c) => {
      const { configurationId } = c.req.valid('param')
      const configuration = await usableSamlConfiguration(deps, configurationId)
      if (!configuration) throw notFound('No such SAML configuration')
      const xml = await serviceProviderMetadata(deps, configuration.id)
      return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' })
    })
    .openapi(authorizeRoute, async (c) => {
      const { configurationId } = c.req.valid('param')
      const configuration = await usableSamlConfiguration(deps, configurationId)
      if (!configuration) throw notFound('No such SAML configuration')
      const url = await samlSignInUrl(
        deps,
        {
          ...identityProviderOf(configuration),
          ssoEndpoint: configuration.ssoEndpoint,
          signRequest: configuration.signRequest,
        },
        configuration.id,
      )
      c.header('cache-control', 'no-store')
      return c.redirect(url, 302)
    })
    .openapi(postLoginRoute, async (c) => {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type === 'application/x-www-form-urlencoded') {
        // The IdP's auto-submitted form: cross-site by nature, so no Origin check; the signature,
        // the single-use request and the assertion-id cache are what protect it.
        const { SAMLResponse } = c.req.valid('form')
        try {
          const { answer } = await signInWithSamlResponse(deps, c, SAMLResponse)
          const route = answer.mfaRequired ? 'loginUrl' : 'authenticatedUrl'
          return c.redirect(appLink(config, route), 303)
        } catch {
          return c.html(failurePage(appLink(config, 'loginUrl')), 401)
        }
      }
      const origin = c.req.header('origin')
      if (origin !== undefined && origin !== ownOrigin && !config.allowedOrigins.includes(origin)) {
        throw forbidden(`Origin ${origin} is not allowed`, errorCodes.csrf)
      }
      if (type !== 'application/json') throw unsupportedType()
      const { SAMLResponse } = c.req.valid('json')
      const { answer } = await signInWithSamlResponse(deps, c, SAMLResponse)
      return c.json(answer, 200)
    })
}
