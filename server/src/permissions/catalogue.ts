/**
 * The fe.* permission catalogue and the vendor roles live in `src/wire/permissions.ts`, shared with
 * the demo transport; the server's areas import them from here.
 */
export {
  isReadPermission,
  permissionCatalogue,
  permissionName,
  vendorRoles,
} from '../../../src/wire/permissions'
export type { PermissionDefinition, RoleDefinition } from '../../../src/wire/permissions'
