import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { createAltchaChallenge } from '../captcha/altcha'
import { captchaPolicyProblem, readCaptchaPolicy, writeCaptchaPolicy } from '../captcha/policy'
import {
  captchaAnswer,
  captchaPolicyBody,
  captchaPolicySchema,
  publicCaptchaAnswer,
  publicCaptchaPolicySchema,
} from '../captcha/schema'
import { badRequest } from '../http/api-error'
import { changeOf } from '../http/guards/changes'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, vendorRoute } from '../http/router'
import type { AppDeps } from '../deps'

const path = '/identity/resources/configurations/v1/captcha-policy'
const tags = ['Captcha']

const save = (method: 'post' | 'put') =>
  vendorRoute({
    method,
    path,
    tags,
    summary: 'Change the captcha policy: enabled, provider, siteKey, secretKey, minScore',
    request: { body: jsonBody(changeOf(captchaPolicyBody)) },
    responses: { 200: jsonResponse(captchaPolicySchema, 'The policy after the change') },
  })

const challengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .openapi('AltchaChallenge')

/**
 * The captcha policy (management rows `captcha-policy`, vendor token; wire §5.2 row 10 public)
 * and the ALTCHA challenge the box's widget solves (Foyer's own, public).
 */
export const createCaptchaRoutes = (deps: AppDeps) => {
  const app = createRouter()
  app.openapi(
    vendorRoute({
      method: 'get',
      path,
      tags,
      summary: 'The captcha policy (the secret is never answered, only whether one is set)',
      responses: { 200: jsonResponse(captchaPolicySchema, 'The policy') },
    }),
    async (c) => c.json(captchaAnswer(await readCaptchaPolicy(deps.db)), 200),
  )
  for (const method of ['post', 'put'] as const) {
    app.openapi(save(method), async (c) => {
      const change = c.req.valid('json')
      const saved = await auditedChange(c, async ({ trx, now }) => {
        const policy = await writeCaptchaPolicy(trx, change, now)
        const problem = captchaPolicyProblem(policy)
        // Thrown inside the transaction: a policy that could never pass anyone is not saved.
        if (problem) throw badRequest(problem)
        const { secretKey: _secret, ...shown } = change
        return {
          result: policy,
          audit: {
            action: 'vendor.captcha-policy.updated',
            description: 'Captcha policy changed',
            severity: 'High',
            tenantId: null,
            details: { ...shown, ...(_secret === undefined ? {} : { secretKey: 'changed' }) },
          },
        }
      })
      return c.json(captchaAnswer(saved), 200)
    })
  }
  app.openapi(
    publicRoute({
      method: 'get',
      path: `${path}/public`,
      tags,
      summary: 'Whether sign-in asks for a captcha, with which provider and site key',
      responses: { 200: jsonResponse(publicCaptchaPolicySchema, 'The public policy') },
    }),
    async (c) => c.json(publicCaptchaAnswer(await readCaptchaPolicy(deps.db)), 200),
  )
  app.openapi(
    publicRoute({
      method: 'get',
      path: `${path}/altcha/challenge`,
      tags,
      summary: 'A signed ALTCHA proof-of-work challenge (10 minutes, each solution used once)',
      responses: { 200: jsonResponse(challengeSchema, 'The challenge for the altcha widget') },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await createAltchaChallenge(deps.config, deps.now()), 200)
    },
  )
  return app
}
