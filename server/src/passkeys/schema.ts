import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'
import type { PasskeyRecord } from './repository'

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')

const transport = z.string().max(20)

/** `IVerifyNewWebAuthnDevice`: a new passkey's attestation. */
export const registrationAnswerSchema = z.object({
  id: base64url(1400),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(transport).max(8).optional(),
  }),
  deviceType: z.enum(['Platform', 'CrossPlatform']).optional(),
  authenticatorAttachment: z.string().max(40).optional(),
})

/** `webAuthnPostLogin`'s body: an assertion. */
export const signInAnswerSchema = z.object({
  id: base64url(1400),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: z.string().max(400).optional(),
  }),
  recaptchaToken: z.string().max(4096).optional(),
  invitationToken: z.string().max(4096).optional(),
})

/** `webAuthnPreLogin`'s body: whose passkeys, if known. */
export const preLoginSchema = z.object({
  email: z.string().max(320).optional(),
  userId: z.string().max(100).optional(),
  recaptchaToken: z.string().max(8192).optional(),
})

const credentialDescriptor = z.object({
  type: z.string(),
  id: z.string(),
  transports: z.array(z.string()).optional(),
})

/** `ICreateNewDeviceSessionResponse`. */
export const creationOptionsSchema = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.number() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z.record(z.string(), z.unknown()).optional(),
    attestation: z.string().optional(),
  })
  .passthrough()

/** `IWebAuthnPreLoginResponse`. */
export const requestOptionsSchema = z
  .object({
    challenge: z.string(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    userVerification: z.string().optional(),
  })
  .passthrough()

/** One passkey in the list: the wire's `{id, deviceType, createdAt}`, plus a label and last use. */
export const passkeySchema = z.object({
  id: z.string(),
  deviceType: z.enum(['Platform', 'CrossPlatform']),
  createdAt: isoInstant,
  name: z.string(),
  lastUsedAt: isoInstant.nullable(),
  backedUp: z.boolean(),
})

/** A passkey as the list answers it (never its key or counter). */
export const toPasskeyResponse = (passkey: PasskeyRecord): z.infer<typeof passkeySchema> => ({
  id: passkey.id,
  deviceType: passkey.deviceType,
  createdAt: passkey.createdAt.toISOString(),
  name: passkey.name,
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  backedUp: passkey.backedUp,
})
