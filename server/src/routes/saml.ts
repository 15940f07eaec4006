import { z } from '@hono/zod-openapi'
import { mailLocale, mailTranslator } from '../delivery/words'
import { federatedSignInFailed } from '../federation/complete-sign-in'
import { ApiError, errorCodes, forbidden, notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { limitSsoStart } from '../limits/sso'
import { appLink } from '../links/app-links'
import { signInAnswerSchema } from '../mfa/schema'
import { bindBrowser, browserBinding } from '../saml/binding'
import { BOUNCED_FIELD, bouncePage } from '../saml/bounce-page'
import { failurePage } from '../saml/failure-page'
import { handOffMfa, takeMfaHandoff } from '../saml/mfa-handoff'
import {
  SAML_ROUTES,
  samlSignInUrl,
  serviceProviderIdentity,
  serviceProviderMetadata,
} from '../saml/service-provider'
import {
  identityProviderOf,
  signInWithSamlResponse,
  usableSamlConfiguration,
} from '../saml/sign-in'
import { testDonePage } from '../saml/test-done-page'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

const tags = ['SAML']

const unsupportedType = () =>
  new ApiError(415, errorCodes.unsupportedMediaType, 'Send the SAMLResponse as JSON or as a form')
const configurationParam = z.object({ configurationId: z.string().max(100) })
const postLoginBody = z.object({
  SAMLResponse: z.string().min(1).max(400_000),
  RelayState: z.string().max(1000).optional(),
  [BOUNCED_FIELD]: z.literal('1').optional(),
})
const handoffBody = z.object({ code: z.string().min(1, 'code is required').max(100) })

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
    'Starts a SAML sign-in: sets the foyer_saml browser binding cookie and redirects to the ' +
    'IdP with a fresh AuthnRequest bound to it (signed when signRequest); the address SSO ' +
    'pre-login answers for a SAML configuration',
  request: { params: configurationParam },
  responses: {
    302: { description: 'To the IdP (HTTP-Redirect binding)' },
    429: { description: 'Too many SSO starts from this address (FOYER_LIMIT_SSO_IP)' },
  },
})

const handoffRoute = publicRoute({
  method: 'post',
  path: `${SAML_ROUTES}/postlogin/mfa`,
  tags: ['Authentication'],
  summary:
    "Trades the code the ACS put in the box's SAML callback route for the sign-in's second-" +
    'factor step (mfaRequired, a fresh mfaToken): once, within 2 minutes, same browser',
  request: { body: jsonBody(handoffBody) },
  responses: {
    200: jsonResponse(signInAnswerSchema, 'mfaRequired with an mfaToken'),
    401: { description: "'Failed to authenticate'" },
  },
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
    303: {
      description:
        "Signed in (form post): to the app's authenticated URL; a second factor due: to the " +
        "box's SAML callback route with a single-use code",
    },
    401: { description: "'Failed to authenticate': the response or the person was refused" },
    403: {
      description:
        "The account's IP restrictions refuse the client's address (ER-FOYER-1040; a form post: a page saying so)",
    },
  },
})

/**
 * SAML service provider routes (wire row 7 and Foyer's own): SP metadata per configuration, the
 * start of a sign-in, and the ACS.
 */
export const createSamlRoutes = (deps: AppDeps) => {
  const { config } = deps
  const ownOrigin = new URL(config.issuer).origin
  const cookiePath = `${config.apiPrefix}${SAML_ROUTES}`
  const checkOrigin = (c: Context) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== ownOrigin && !config.allowedOrigins.includes(origin)) {
      throw forbidden(`Origin ${origin} is not allowed`, errorCodes.csrf)
    }
  }
  return createRouter()
    .openapi(metadataRoute, async (c) => {
      const { configurationId } = c.req.valid('param')
      const configuration = await usableSamlConfiguration(deps, configurationId)
      if (!configuration) throw notFound('No such SAML configuration')
      const xml = await serviceProviderMetadata(deps, configuration.id)
      return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' })
    })
    .openapi(authorizeRoute, async (c) => {
      await limitSsoStart(deps, c)
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
        bindBrowser(c, config, cookiePath),
      )
      c.header('cache-control', 'no-store')
      return c.redirect(url, 302)
    })
    .openapi(postLoginRoute, async (c) => {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type === 'application/x-www-form-urlencoded') {
        // The IdP's auto-submitted form: cross-site by nature, so no Origin check; the signature,
        // the single-use request, the assertion-id cache and the browser binding protect it.
        const form = c.req.valid('form')
        if (browserBinding(c) === undefined && form[BOUNCED_FIELD] === undefined) {
          const { html, policy } = bouncePage(serviceProviderIdentity(config, '').acsUrl, form)
          c.header('content-security-policy', policy)
          c.header('cache-control', 'no-store')
          return c.html(html, 200)
        }
        try {
          const answered = await signInWithSamlResponse(deps, c, form.SAMLResponse)
          if ('testId' in answered) return c.html(testDonePage(), 200)
          const { answer } = answered
          if (answer.mfaRequired) return c.redirect(await handOffMfa(deps, c, answer), 303)
          return c.redirect(appLink(config, 'authenticatedUrl'), 303)
        } catch (error) {
          const back = appLink(config, 'loginUrl')
          if (error instanceof ApiError && error.errorCode === errorCodes.ipRestricted) {
            // As the box says it at a password sign-in, in the browser's language.
            const lang = mailLocale(c.req.header('accept-language'))
            const text = mailTranslator(lang)('login.error.ipRestricted')
            return c.html(failurePage(back, { text, lang }), 403)
          }
          return c.html(failurePage(back), 401)
        }
      }
      checkOrigin(c)
      if (type !== 'application/json') throw unsupportedType()
      const { SAMLResponse } = c.req.valid('json')
      const answered = await signInWithSamlResponse(deps, c, SAMLResponse)
      // A test's answer is recorded for its admin's SSO page; it signs no one in.
      if ('testId' in answered) throw federatedSignInFailed()
      return c.json(answered.answer, 200)
    })
    .openapi(handoffRoute, async (c) => {
      checkOrigin(c)
      const answer = await takeMfaHandoff(deps, c, c.req.valid('json').code)
      c.header('cache-control', 'no-store')
      return c.json(answer, 200)
    })
}
