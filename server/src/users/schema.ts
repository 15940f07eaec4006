import { z } from '@hono/zod-openapi'
import { isoInstant } from '../http/wire-schemas'
import { permissionSchema, roleSchema } from '../roles/schema'

/** The fields every wire user shares (`IBaseGetUserResponse`). */
export const baseUserSchema = z.object({
  id: z.uuid(),
  sub: z.uuid(),
  email: z
    .string()
    .nullable()
    .openapi({ description: 'Null for an account signed up with a phone number only' }),
  phoneNumber: z.string().optional().openapi({ description: 'E.164' }),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
  verified: z.boolean(),
  mfaEnrolled: z.boolean(),
  provider: z.literal('local'),
  managedBy: z.enum(['frontegg', 'scim2']).openapi({
    description: 'scim2: a provisioning connection (SCIM) manages the member in this tenant',
  }),
  scimConnectionName: z
    .string()
    .optional()
    .openapi({ description: 'The provisioning connection managing the member (scim2)' }),
  tenantId: z.uuid(),
  tenantIds: z.array(z.uuid()),
  activatedForTenant: z.boolean(),
  isLocked: z.boolean(),
  metadata: z.string().openapi({ description: 'JSON text' }),
  createdAt: isoInstant,
  lastLogin: isoInstant.optional(),
  tenants: z.array(z.object({ tenantId: z.uuid(), roles: z.array(roleSchema) })),
  invisible: z.literal(true).optional().openapi({
    description: 'Set by the vendor: hidden from every list a tenant member reads',
  }),
  superUser: z.literal(true).optional().openapi({
    description: "Set by the vendor: holds the vendor's Admin role in each of the user's accounts",
  }),
})

/** The signed-in user's profile in the active tenant (`IUserProfile`). */
export const userProfileSchema = baseUserSchema
  .extend({ roles: z.array(roleSchema), permissions: z.array(permissionSchema) })
  .openapi('UserProfile')

/** A successful sign-in or refresh (`ILoginResponse`; the refresh token is only in the cookie). */
export const loginResponseSchema = userProfileSchema
  .extend({
    mfaRequired: z.literal(false),
    accessToken: z.string(),
    expires: isoInstant,
    expiresIn: z.number().int(),
    exp: z.number().int(),
    userId: z.uuid(),
  })
  .openapi('LoginResponse')

/** A user as users v3 lists it (`IUsersV3Data`). */
export const listedUserSchema = baseUserSchema
  .extend({
    isDisabled: z.boolean(),
    provider: z.string().openapi({ description: 'local, saml, or the social provider' }),
    temporaryExpirationDate: isoInstant.optional(),
  })
  .openapi('UsersV3Data')

/** A user's role ids in the caller's tenant. */
export const userRoleIdsSchema = z
  .object({
    vendorId: z.string(),
    tenantId: z.uuid(),
    userId: z.uuid(),
    roleIds: z.array(z.uuid()),
  })
  .openapi('UserRoleIds')
