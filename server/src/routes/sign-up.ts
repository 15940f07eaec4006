import { z } from '@hono/zod-openapi'
import { requireCaptcha } from '../captcha/require'
import { mailLocale } from '../delivery/words'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute } from '../http/router'
import { limitSend } from '../limits/send'
import { signInAnswerSchema } from '../mfa/schema'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { signUp } from '../sign-up/sign-up'
import { findUserById } from '../users/repository'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const text = (max: number) => z.string().max(max)

const signUpBody = z
  .object({
    email: text(320).optional(),
    name: text(200).optional(),
    companyName: text(100).optional(),
    password: text(1024).optional(),
    phoneNumber: text(40).optional(),
    metadata: text(10_000).optional(),
    invitationToken: text(200).optional(),
    recaptchaToken: text(8192).optional(),
    username: text(320).optional(),
    roleIds: z.array(text(100)).max(50).optional(),
  })
  .openapi('SignUpUser')

type SignUpBody = z.infer<typeof signUpBody>

const signUpResponse = z
  .object({
    shouldActivate: z.boolean(),
    userId: z.uuid(),
    tenantId: z.uuid(),
    authResponse: signInAnswerSchema.optional(),
    activationToken: z.string().optional(),
  })
  .openapi('SignUpResponse')

const signUpRoute = (path: string, summary: string) =>
  publicRoute({
    method: 'post',
    path,
    tags: ['Sign-up'],
    summary,
    description:
      'Obeys the vendor configuration (allowSignups, sign-up strategies, activationRequired, ' +
      'activationSetsPassword). `roleIds` from a visitor is ignored. Without activation the ' +
      'answer signs the new user in (authResponse; refresh cookie); with it, the activation mail ' +
      'is queued and `activationToken` names the mailed code for the activate-with-code route. ' +
      'When signUpStrategies.email.required is false, a phone number alone makes an account ' +
      'without an email: it takes no password, is texted an SMS sign-in code (either route), and ' +
      'is verified when that code signs it in.',
    request: { body: jsonBody(signUpBody) },
    responses: {
      200: jsonResponse(signUpResponse, 'Signed up (ISignUpApiResponse)'),
      400: { description: 'Invalid fields, or the captcha failed (captcha policy on)' },
      403: { description: 'Sign-ups are not allowed' },
      409: { description: 'User already exists, or the username is taken' },
      429: { description: 'Too many messages requested (Retry-After)' },
    },
  })

/**
 * Sign-up by email (row 73), by phone number (row 74, which also texts a sign-in code) and with a
 * username (row 75: the vendor's username strategy on, a username required beside the email).
 */
export const createSignUpRoutes = (deps: AppDeps) => {
  const handle = async (
    c: Context<AppEnv>,
    body: SignUpBody,
    byPhone: boolean,
    byUsername = false,
  ) => {
    const client = clientInfo(c)
    // With the captcha policy on, no account is made and nothing sent without a solved captcha.
    await requireCaptcha(deps, c, {
      what: 'signUp',
      token: body.recaptchaToken,
      email: body.email ?? body.phoneNumber,
    })
    // Each sign-up may send a mail and a text: limited like every sending endpoint.
    // A sign-up without an email texts its number whichever route it came by.
    const texts = byPhone || !body.email?.trim()
    const recipients = [body.email, texts ? body.phoneNumber : undefined]
    for (const recipient of recipients) {
      if (recipient?.trim()) await limitSend(deps, c, recipient.trim())
    }
    const now = deps.now()
    const created = await signUp(deps, {
      body,
      byPhone,
      byUsername,
      locale: mailLocale(c.req.header('accept-language')),
      client,
      now,
    })
    const answer = {
      shouldActivate: created.shouldActivate,
      userId: created.userId,
      tenantId: created.tenantId,
      ...(created.activationToken ? { activationToken: created.activationToken } : {}),
    }
    if (created.shouldActivate || created.smsPhoneNumber !== null) return c.json(answer, 200)
    const user = await findUserById(deps.db, created.userId)
    if (!user) return c.json(answer, 200)
    // The new tenant's MFA policy (the vendor's default) applies from the first session on.
    const gate = await admitSession(deps, c, {
      user,
      preferredTenantId: created.tenantId,
      now,
      method: 'sign-up',
    })
    const authResponse =
      gate.kind === 'mfa' ? gate.answer : await openSession(deps, c, gate.admission)
    return c.json({ ...answer, authResponse }, 200)
  }
  return createRouter()
    .openapi(
      signUpRoute('/identity/resources/users/v1/signUp', 'Sign up with an email (ISignUpUser)'),
      (c) => handle(c, c.req.valid('json'), false),
    )
    .openapi(
      signUpRoute(
        '/identity/resources/users/v1/signUp/phoneNumber',
        'Sign up with a phone number: an SMS sign-in code is texted (then passwordless SMS sign-in)',
      ),
      (c) => handle(c, c.req.valid('json'), true),
    )
    .openapi(
      signUpRoute(
        '/identity/resources/users/v1/signUp/username',
        'Sign up with a username beside the email (signUpStrategies.username on); sign-in by either',
      ),
      (c) => handle(c, c.req.valid('json'), false, true),
    )
}
