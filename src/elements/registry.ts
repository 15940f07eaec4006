import { adminPortal } from './admin-portal'
import { authorizedContent } from './authorized-content'
import { changePassword } from './change-password'
import { checkoutDialog } from './checkout-dialog'
import { editEmail } from './edit-email'
import { inviteUserDialog } from './invite-user-dialog'
import { loginBox } from './login-box'
import { profilePage } from './profile-page'
import { usersTable } from './users-table'

/**
 * Every Foyer tag, one line each. `defineElements()`, the build's entries, the size budgets, the typings
 * (`HTMLElementTagNameMap`, React JSX, Vue) and `custom-elements.json` all derive from this list. A spec's
 * file is named after its tag (`login-box.ts`) and exports `define…()`: it is that tag's ES entry.
 */
export const foyerTags = [
  loginBox,
  adminPortal,
  usersTable,
  authorizedContent,
  profilePage,
  changePassword,
  editEmail,
  inviteUserDialog,
  checkoutDialog,
] as const

/** Each registered tag's spec, keyed by its tag name. */
export type FoyerTagSpecs = { [S in (typeof foyerTags)[number] as S['tag']]: S }

/** A registered tag name (without prefix). */
export type FoyerTagName = keyof FoyerTagSpecs
