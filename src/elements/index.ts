/** The custom elements: one module per tag, the registry, the shared plumbing, and the event map. */
export { defineAuthorizedContent } from './authorized-content'
export type { AuthorizedContentElement, AuthorizedContentProps } from './authorized-content'
export { defineChangePassword } from './change-password'
export type { ChangePasswordElement } from './change-password'
export { defineCheckoutDialog } from './checkout-dialog'
export type { CheckoutDialogElement, CheckoutDialogProps } from './checkout-dialog'
export type { CommonProps } from './common-attributes'
export { defineElements } from './define-elements'
export { tagName } from './define-tag'
export type { DefineOptions } from './define-tag'
export type {
  CheckoutCanceledDetail,
  CheckoutCompletedDetail,
  FoyerErrorDetail,
  FoyerEventDetail,
  FoyerEventMap,
  FoyerEventName,
  SignedInDetail,
  SignedOutDetail,
  SignUpCompletedDetail,
  TenantChangedDetail,
  UserVerifiedDetail,
} from './events'
export { defineAdminPortal } from './admin-portal'
export type { AdminPortalElement, AdminPortalProps } from './admin-portal'
export { defineEditEmail } from './edit-email'
export type { EditEmailElement } from './edit-email'
export { defineLoginBox } from './login-box'
export type { LoginBoxElement, LoginBoxProps } from './login-box'
export { defineProfilePage } from './profile-page'
export { defineInviteUserDialog } from './invite-user-dialog'
export type { InviteUserDialogElement } from './invite-user-dialog'
export type { ProfilePageElement } from './profile-page'
export type { FoyerTagName } from './registry'
export type {
  FoyerElement,
  FoyerElementMap,
  FoyerTagAttributeMap,
  FoyerTagAttributes,
  FoyerTagEventName,
} from './tag-types'
export { defineUsersTable } from './users-table'
export type { UsersTableElement } from './users-table'
