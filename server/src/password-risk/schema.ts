import { z } from '@hono/zod-openapi'
import { loginResponseSchema } from '../users/schema'

/** A sign-in stopped for a new password (breached or expired): no token, a renewal token. */
export const passwordRiskAnswerSchema = z
  .object({
    mfaRequired: z.literal(false),
    userId: z.string(),
    email: z.string().nullable(),
    tenantId: z.string(),
    resetPasswordToken: z.string(),
    isBreachedPassword: z.boolean(),
    passwordExpiresIn: z.number().optional(),
    rotationPeriod: z.number().optional(),
  })
  .openapi('PasswordRiskAnswer')

/** A completed sign-in, with the rotation's days left and notice period while one applies. */
export const loginWithRotationSchema = loginResponseSchema
  .extend({
    passwordExpiresIn: z.number().optional(),
    notificationPeriod: z.number().optional(),
  })
  .openapi('LoginResponseWithRotation')

/** A rotation configuration on the wire (wire §5.2 rows 15-17). */
export const rotationAnswerSchema = z
  .object({
    id: z.string().optional(),
    isActive: z.boolean().optional(),
    rotationPeriod: z.number().optional(),
    notificationPeriod: z.number().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .openapi('PasswordRotationPolicy')

/** A change of the tenant's rotation: the keys given replace the stored (or default) ones. */
export const rotationBody = z
  .object({
    isActive: z.boolean().optional(),
    rotationPeriod: z.number().int().min(1).max(3650).optional(),
    notificationPeriod: z.number().int().min(0).max(3650).optional(),
  })
  .strict()

/** `users/v1/passwords/renew`: the stopped sign-in's user, its renewal token, the new password. */
export const renewBody = z.object({
  userId: z.string().max(100),
  token: z.string().max(200),
  password: z.string().min(1, 'password is required').max(1024),
})
