import { z } from 'zod'

/** Password rotation (wire §5.2 rows 15-17): on or off, its period and the notice before it, in days. */
export const passwordRotationSchema = z
  .object({
    isActive: z.boolean(),
    rotationPeriod: z.number().int().min(1).max(3650),
    notificationPeriod: z.number().int().min(0).max(3650),
  })
  .strict()

/** One rotation configuration (the vendor's or a tenant's). */
export type PasswordRotation = z.infer<typeof passwordRotationSchema>

/** Rotation of a vendor who configured none: off, 90 days, a week's notice. */
export const DEFAULT_PASSWORD_ROTATION: PasswordRotation = {
  isActive: false,
  rotationPeriod: 90,
  notificationPeriod: 7,
}
