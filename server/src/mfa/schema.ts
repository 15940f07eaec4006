import { z } from '@hono/zod-openapi'
import { loginResponseSchema } from '../users/schema'
import { ENFORCE_MFA_TYPES, MFA_STRATEGIES, maxDeviceExpirationSeconds } from './policy-schema'

/** The wire's `UserMFADevicesResponse`. */
export const mfaDevicesSchema = z
  .object({
    webauthn: z.array(
      z.object({
        id: z.string(),
        deviceType: z.enum(['Platform', 'CrossPlatform']),
        name: z.string(),
      }),
    ),
    phones: z.array(z.object({ id: z.string(), phoneNumber: z.string() })),
    authenticators: z.array(z.object({ id: z.string() })),
    emails: z.array(z.object({ email: z.string() })),
  })
  .openapi('UserMFADevices')

/** A sign-in waiting for its second factor. */
export const mfaRequiredSchema = z
  .object({
    mfaRequired: z.literal(true),
    mfaToken: z.string(),
    mfaEnrolled: z.boolean(),
    mfaDevices: mfaDevicesSchema,
    mfaStrategies: z.array(z.enum(MFA_STRATEGIES)),
    userId: z.uuid(),
    /** `null` for an account without an email (signed up with a phone number). */
    email: z.string().nullable(),
    tenantId: z.uuid(),
  })
  .openapi('MfaRequiredLoginResponse')

/** A sign-in's answer: signed in, or waiting for the second factor. */
export const signInAnswerSchema = z.union([loginResponseSchema, mfaRequiredSchema])

/** A signed-in answer after an enrolment: the recovery code, shown once, beside it. */
export const enrolledLoginSchema = loginResponseSchema
  .extend({ recoveryCode: z.string().optional() })
  .openapi('MfaEnrolledLoginResponse')

/** What an authenticator app scans, and the secret for typing by hand. */
export const qrCodeSchema = z
  .object({
    qrCode: z.string().openapi({ description: 'PNG data URL of the otpauth URI' }),
    secret: z.string().openapi({ description: 'The base32 secret, grouped by four' }),
  })
  .openapi('MfaQrCode')

/** A six-digit code field (spaces and dashes allowed). */
export const codeField = z.string().trim().min(1, 'code is required').max(20)

/** The mfaToken field of the sign-in MFA bodies. */
export const mfaTokenField = z.string().min(1, 'mfaToken is required').max(100)

/** `ISecurityPolicyMfa` with the remember-device settings. */
export const mfaPolicySchema = z
  .object({
    id: z.string(),
    enforceMFAType: z.enum(ENFORCE_MFA_TYPES),
    allowRememberMe: z.boolean(),
    mfaDeviceExpiration: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('MfaPolicy')

/** A change of a tenant's MFA policy; `id` (the client's PATCH) is ignored. */
export const mfaPolicyBody = z
  .object({
    id: z.string().max(100).optional(),
    enforceMFAType: z.enum(ENFORCE_MFA_TYPES).optional(),
    allowRememberMe: z.boolean().optional(),
    mfaDeviceExpiration: z.number().int().min(60).max(maxDeviceExpirationSeconds).optional(),
  })
  .strict()
