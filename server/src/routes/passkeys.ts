import { z } from '@hono/zod-openapi'
import { preferredSignInTenant } from '../account-settings/alias-tenant'
import { writeAudit } from '../audit/repository'
import { requireCaptcha } from '../captcha/require'
import { notFound, unauthenticated } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { isUuid } from '../http/uuid'
import { verifyOrigin } from '../http/verify-origin'
import { emptyObjectSchema } from '../http/wire-schemas'
import { mfaRequiredSchema } from '../mfa/schema'
import { underSignInLimits } from '../passkeys/limits'
import { registerPasskey, registrationOptions } from '../passkeys/register'
import { deletePasskey, listPasskeys } from '../passkeys/repository'
import {
  creationOptionsSchema,
  passkeySchema,
  preLoginSchema,
  registrationAnswerSchema,
  requestOptionsSchema,
  signInAnswerSchema,
  toPasskeyResponse,
} from '../passkeys/schema'
import { signInOptions, verifyPasskeySignIn } from '../passkeys/sign-in'
import { assertReverified } from '../reverification/guard'
import { admitSession } from '../session-gate/admit'
import { openSession } from '../session-gate/open'
import { multiFactor } from '../step-up/authentication'
import { findUserById } from '../users/repository'
import { loginResponseSchema } from '../users/schema'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const signInTags = ['Authentication']
const deviceTags = ['Passkeys']
const DEVICES = '/identity/resources/users/webauthn/v1/devices'

/** Passkeys: sign in with one (rows 62-63) and the caller's own list (rows 64-67). */
export const createPasskeyRoutes = (deps: AppDeps) => {
  const { db, now, config } = deps
  const originGuard = verifyOrigin({
    ownOrigin: new URL(config.issuer).origin,
    allowed: config.allowedOrigins,
  })
  const caller = async (c: Context<AppEnv>) => {
    const user = await findUserById(db, c.get('auth').sub)
    if (!user) throw unauthenticated()
    return user
  }

  return createRouter()
    .openapi(
      publicRoute({
        method: 'post',
        path: '/identity/resources/auth/v1/webauthn/prelogin',
        tags: signInTags,
        summary:
          'Options to sign in with a passkey: a single-use challenge; with an email, the ' +
          "account's passkeys (an unknown email answers an empty list)",
        request: { body: jsonBody(preLoginSchema) },
        responses: {
          200: jsonResponse(requestOptionsSchema, 'PublicKeyCredentialRequestOptions'),
          400: { description: 'The captcha failed (while the captcha policy is on)' },
        },
      }),
      async (c) => {
        const body = c.req.valid('json')
        await requireCaptcha(deps, c, {
          what: 'passkey',
          token: body.recaptchaToken,
          email: body.email,
        })
        const byId =
          body.userId && isUuid(body.userId) ? await findUserById(db, body.userId) : undefined
        return c.json(await signInOptions(deps, { email: byId?.email ?? body.email }), 200)
      },
    )
    .openapi(
      publicRoute({
        method: 'post',
        path: '/identity/resources/auth/v1/webauthn/postlogin',
        tags: signInTags,
        summary: 'Sign in with a passkey (ILoginResponse; refresh token as HttpOnly cookie)',
        middleware: [originGuard] as const,
        request: { body: jsonBody(signInAnswerSchema) },
        responses: {
          200: jsonResponse(
            z.union([loginResponseSchema, mfaRequiredSchema]),
            'Signed in (sets the foyer_refresh cookie), or mfaRequired with an mfaToken',
          ),
          400: { description: 'A malformed answer' },
          401: { description: 'Unknown passkey, replayed challenge, wrong origin, cloned key' },
          403: { description: 'The account is locked' },
          429: { description: 'Too many failed sign-ins from this address (Retry-After)' },
        },
      }),
      async (c) => {
        const client = clientInfo(c)
        const answer = c.req.valid('json')
        const { user, userVerified } = await underSignInLimits(deps, c, client, () =>
          verifyPasskeySignIn(deps, { answer, client }),
        )
        const issuedAt = now()
        const tenantId = await preferredSignInTenant(deps.db, c, user.tenantId)
        // A passkey whose authenticator verified its user (PIN, biometrics) is possession plus
        // knowledge or inherence: multi-factor on its own, as the major providers count it. One
        // without user verification is a single factor, and the MFA policy asks for a second.
        const gate = await admitSession(deps, c, {
          user,
          preferredTenantId: tenantId,
          now: issuedAt,
          method: 'passkey',
          ...(userVerified ? { authentication: multiFactor('hwk', issuedAt) } : {}),
        })
        if (gate.kind === 'mfa') return c.json(gate.answer, 200)
        return c.json(await openSession(deps, c, gate.admission), 200)
      },
    )
    .openapi(
      userRoute({
        method: 'post',
        path: DEVICES,
        tags: deviceTags,
        summary: 'Options to create a passkey for the caller (a challenge bound to them)',
        responses: {
          200: jsonResponse(creationOptionsSchema, 'PublicKeyCredentialCreationOptions'),
          400: { description: 'The caller has the most passkeys allowed' },
          403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
        },
      }),
      async (c) => {
        await assertReverified(deps, c.get('auth'))
        return c.json(await registrationOptions(deps, await caller(c)), 200)
      },
    )
    .openapi(
      userRoute({
        method: 'post',
        path: `${DEVICES}/verify`,
        tags: deviceTags,
        summary: 'Stores the passkey the browser created from those options',
        middleware: [originGuard] as const,
        request: { body: jsonBody(registrationAnswerSchema) },
        responses: {
          200: jsonResponse(z.object({ id: z.string() }), 'The new passkey’s id'),
          400: { description: 'Unknown or used challenge, wrong origin or RP id, bad attestation' },
          409: { description: 'This passkey is registered already' },
        },
      }),
      async (c) => {
        const id = await registerPasskey(deps, {
          user: await caller(c),
          tenantId: c.get('auth').tenantId,
          answer: c.req.valid('json'),
          client: clientInfo(c),
        })
        return c.json({ id }, 200)
      },
    )
    .openapi(
      userRoute({
        method: 'get',
        path: DEVICES,
        tags: deviceTags,
        summary: "The caller's passkeys, oldest first",
        responses: {
          200: jsonResponse(z.object({ devices: z.array(passkeySchema) }), 'The passkeys'),
        },
      }),
      async (c) => {
        const passkeys = await listPasskeys(db, c.get('auth').sub)
        return c.json({ devices: passkeys.map(toPasskeyResponse) }, 200)
      },
    )
    .openapi(
      userRoute({
        method: 'delete',
        path: `${DEVICES}/{deviceId}`,
        tags: deviceTags,
        summary: 'Deletes one of the caller’s passkeys; it signs in no more',
        request: { params: z.object({ deviceId: z.string().max(100) }) },
        responses: {
          200: jsonResponse(emptyObjectSchema, 'Deleted'),
          403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
          404: { description: 'The caller has no passkey with that id' },
        },
      }),
      async (c) => {
        const { deviceId } = c.req.valid('param')
        await assertReverified(deps, c.get('auth'))
        const user = await caller(c)
        const deleted = isUuid(deviceId) && (await deletePasskey(db, user.id, deviceId))
        if (!deleted) throw notFound('No such passkey')
        const client = clientInfo(c)
        await writeAudit(db, {
          tenantId: c.get('auth').tenantId,
          userId: user.id,
          email: user.email,
          action: 'user.passkey.removed',
          description: 'Passkey removed',
          severity: 'Info',
          ip: client.ip,
          userAgent: client.userAgent,
        })
        return c.json({}, 200)
      },
    )
}
